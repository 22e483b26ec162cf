import { storyOfFile } from './picture-names.ts';

/** What is wrong with one theme's baselines: files no story has, and stories without a first picture. */
export function baselineProblems(stories: ReadonlySet<string>, files: ReadonlySet<string>) {
  return {
    strays: [...files].filter((file) => !stories.has(storyOfFile(file))),
    missing: [...stories].filter((story) => !files.has(`${story}.png`)).map((story) => `${story}.png`),
  };
}
