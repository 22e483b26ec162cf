import { beforeAll, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { pictureName } from '../../packages/ui/test/visual/picture-names.ts';
import { afterStory } from './after-story.ts';
import { FREEZE_CSS } from './freeze.ts';

declare module 'vitest/browser' {
  interface BrowserCommands {
    preparePictures: (frozenNow: string) => Promise<void>;
    waitForQuietNetwork: () => Promise<void>;
  }
}

const FROZEN_NOW = '2026-06-15T09:00:00Z';
/** This run's theme: a story may pin its own, and both runs take its picture. */
const theme: string = import.meta.env.STORY_VISUAL_THEME;

// Once per worker: the story files share its frame (.storybook/vitest-project.ts), and a setup
// file's hooks would apply to the first file only; the preview's afterEach runs for every story.
beforeAll(async () => {
  await commands.preparePictures(FROZEN_NOW);
  if (document.getElementById('visual-freeze')) return;
  const style = document.createElement('style');
  style.id = 'visual-freeze';
  style.textContent = FREEZE_CSS;
  document.head.append(style);
});

/** React Aria's style for an overlay it holds back until it is ready to show (`useEnterAnimation`). */
const HELD_BACK = '[style*="mask-image: linear-gradient(rgba(0, 0, 0, 0)"]';
const HELD_BACK_TIMEOUT_MS = 2000;

/**
 * Until no overlay is held back. React Aria defers an overlay with a text field while it guesses
 * whether a phone's keyboard opens (up to 600 ms), a guess the frame's size changes between
 * stories feed; a play function may be done before then.
 */
async function overlaysRevealed(): Promise<void> {
  const deadline = performance.now() + HELD_BACK_TIMEOUT_MS;
  while (document.querySelector(HELD_BACK) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The story's pictures, once its play function has passed, each compared with its baseline: the
 * frame at the story's viewport, then, on a page taller than that, the frame scrolled a viewport
 * further each time (a taller frame would feed React Aria's keyboard guess above). A page an open
 * dialog keeps from scrolling shows what a person sees, the first picture.
 *
 * Soft assertions: a picture that differs fails the story without throwing out of Storybook's
 * afterEach, which would leave its animation pause in the frame for the stories after.
 */
afterStory.run = async ({ id }) => {
  await commands.waitForQuietNetwork();
  await overlaysRevealed();
  await document.fonts.ready;
  const root = document.documentElement;
  const scrolls = getComputedStyle(root).overflowY !== 'hidden';
  // Counted again after each picture: a page can still settle (and shrink) while the first is taken.
  const pictures = () => (scrolls ? Math.ceil(root.scrollHeight / window.innerHeight) : 1);
  for (let picture = 1; picture <= pictures(); picture += 1) {
    window.scrollTo({ top: (picture - 1) * window.innerHeight, behavior: 'instant' });
    await expect.soft(page).toMatchScreenshot(pictureName(theme, id, picture));
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
};
