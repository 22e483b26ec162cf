import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@verba/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { pictureFile } from '../packages/ui/test/visual/picture-names.ts';
import { preparePictures, waitForQuietNetwork } from './visual/commands.ts';

const configDir = path.dirname(fileURLToPath(import.meta.url));
const uiDir = path.join(configDir, '../packages/ui');

/**
 * Every story as a test (render, play function, axe) in the machine's Chromium, never a
 * downloaded one. initialGlobals pins a toolbar value for the whole run, e.g. the dark theme;
 * a11yRules narrows axe to the rules that run needs.
 *
 * The stories run as someone who asks for less motion, as their pictures need: a dialog
 * that fades in from opacity 0 is not yet "visible" to an assertion on a busy machine, and a play
 * function tests behaviour, not animation.
 */
export function storybookProject(
  name: string,
  { initialGlobals = {}, a11yRules }: { initialGlobals?: Record<string, unknown>; a11yRules?: string[] } = {},
) {
  return defineProject({
    // Plays run at the pictures' size, 800x600, unless a story names its own viewport.
    plugins: [
      storybookTest({ configDir, initialGlobals: { viewport: { value: '800x600' }, ...initialGlobals } }),
    ],
    define: {
      // Read by the preview: the axe rules this run checks, when not all.
      'import.meta.env.STORY_A11Y_RULES': JSON.stringify(a11yRules ?? null),
      'import.meta.env.STORY_VISUAL_THEME': JSON.stringify(initialGlobals.theme ?? 'light'),
    },
    test: {
      name,
      setupFiles: [path.join(configDir, 'visual/setup.ts')],
      // Story files share one frame per worker. A fresh frame per file evaluated the preview, MSW and
      // the kit again for each of the 170 files: the stage took 15-16 min on this machine, 7.7-8.4
      // with one frame. The preview's loaders and beforeEach reset what a story leaves behind.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions(),
          contextOptions: { reducedMotion: 'reduce' },
        }),
        instances: [{ browser: 'chromium' }],
        commands: { preparePictures, waitForQuietNetwork },
        // Each story's picture, compared with its baseline in packages/ui/__baselines__/<theme>/.
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Colour distance below which pixels count as equal, and the share that may differ
            // (room for a glyph's rasterisation); anti-aliasing is ignored.
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0001 },
            screenshotOptions: { animations: 'allow', caret: 'hide', scale: 'css' },
            resolveScreenshotPath: ({ arg, ext }) =>
              path.join(uiDir, '__baselines__', `${pictureFile(arg)}${ext}`),
            resolveDiffPath: ({ arg, ext }) =>
              path.join(uiDir, 'test-results/visual', `${pictureFile(arg)}${ext}`),
          },
        },
      },
    },
  });
}
