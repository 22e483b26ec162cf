import { storybookProject } from './vitest-project.ts';

// The same stories with the dark theme, so axe checks contrast in both themes.
export default storybookProject('storybook-dark', { theme: 'dark' });
