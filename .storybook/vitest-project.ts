import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
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
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              '--no-first-run',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  });
}
