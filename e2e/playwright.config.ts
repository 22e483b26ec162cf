import { defineConfig, devices } from '@playwright/test';
import { E2E_URL } from './support/server.ts';

// The built app and the real server in the machine's Chromium; Playwright never downloads a browser here.
export default defineConfig({
  testDir: './tests',
  // Two cores: one browser at a time keeps the server and Chromium from starving each other.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: E2E_URL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // Without the networking flags Chromium keeps calling home on a closed network.
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node support/start-server.ts',
    url: `${E2E_URL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
  },
});
