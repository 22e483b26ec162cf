import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { chromiumLaunchOptions } from '@verba/chromium';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';

const configDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every story as a test (render, play function, axe) in the machine's Chromium, never a
 * downloaded one. initialGlobals pins a toolbar value for the whole run, e.g. the dark theme.
 */
export function storybookProject(name: string, initialGlobals: Record<string, unknown> = {}) {
  return defineProject({
    plugins: [storybookTest({ configDir, initialGlobals })],
    test: {
      name,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}
