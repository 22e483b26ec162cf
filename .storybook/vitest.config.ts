import { storybookProject } from './vitest-project.ts';

export default storybookProject('storybook');
