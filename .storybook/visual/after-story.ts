import type { StoryContext } from '@storybook/react-vite';

/**
 * What runs after each story's play function, beyond the preview's own checks. The story tests set
 * it to take the story's picture (./setup.ts); Storybook leaves it empty.
 */
export const afterStory: { run: (context: StoryContext) => Promise<void> } = {
  run: async () => {},
};
