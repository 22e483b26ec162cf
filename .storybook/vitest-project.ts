import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@verba/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test (render, play function, axe) in the machine's Chromium, never a
 * downloaded one. initialGlobals pins a toolbar value for the whole run, e.g. the dark theme;
 * a11yRules narrows axe to the rules that run needs.
 *
 * The stories run as someone who asks for less motion (as the visual check shoots them): a dialog
 * that fades in from opacity 0 is not yet "visible" to an assertion on a busy machine, and a play
 * function tests behaviour, not animation.
 */
export function storybookProject(
  name: string,
  { initialGlobals = {}, a11yRules }: { initialGlobals?: Record<string, unknown>; a11yRules?: string[] } = {},
) {
  return defineProject({
    plugins: [storybookTest({ configDir, initialGlobals })],
    // Read by the preview: the axe rules this run checks, when not all.
    define: { 'import.meta.env.STORY_A11Y_RULES': JSON.stringify(a11yRules ?? null) },
    test: {
      name,
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
      },
    },
  });
}
