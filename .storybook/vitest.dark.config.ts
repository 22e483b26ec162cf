import { storybookProject } from './vitest-project.ts';

// The same stories in the dark theme. Its axe checks what a theme changes, colours: every other
// rule gives the same answer in both themes and runs in the light run.
export default storybookProject('storybook-dark', {
  initialGlobals: { theme: 'dark' },
  a11yRules: ['color-contrast', 'link-in-text-block'],
});
