/**
 * How a story's pictures are named, in one place: the story tests name each picture
 * (.storybook/visual/setup.ts), the project config turns the name into a baseline's file
 * (.storybook/vitest-project.ts), and the baselines check reads the story back from the file
 * (./baselines-check.ts).
 */

/** The themes every story is pictured in, each a directory of baselines. */
export const THEMES = ['light', 'dark'] as const;

/**
 * The name given to toMatchScreenshot: `<theme>/<component>/<story>`, and a tall page's further
 * pictures `<theme>/<component>/<story>/<n>`. Vitest folds `--` in a name into `-`, so the story id's
 * `--` travels as a `/`.
 */
export const pictureName = (theme: string, storyId: string, picture: number): string => {
  const name = `${theme}/${storyId.replace('--', '/')}`;
  return picture === 1 ? name : `${name}/${picture}`;
};

/**
 * The baseline file of a picture name, without the extension: `<theme>/<story id>` or
 * `<theme>/<story id>.<n>`; a diff's name ends in `-reference`, `-actual` or `-diff`.
 */
export const pictureFile = (name: string): string =>
  name.replace(
    /^([^/]+\/[^/]+)\/([^/]+?)(?:\/(\d+))?(-reference|-actual|-diff)?$/,
    (_, start, story, n, suffix) => `${start}--${story}${n ? `.${n}` : ''}${suffix ?? ''}`,
  );

/** The story id of a baseline file in a theme's directory: `<story id>.png` or `<story id>.<n>.png`. */
export const storyOfFile = (file: string): string => file.replace(/(\.\d+)?\.png$/, '');
