import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '@verba/chromium';
import { sharedServices } from './support/cluster.ts';
import { testDatabaseUrl } from './support/postgres-server.ts';
import { E2E_URL } from './support/server.ts';

// The built app and the real server in the machine's Chromium; Playwright never downloads a browser here.
const chromium = { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions() };

export default defineConfig<object, { scaleOut: boolean }>({
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
    // The outage spec cuts PostgreSQL for real, so it runs only where TEST_DATABASE_URL names one (CI).
    {
      name: 'chromium',
      testIgnore: ['scale-out.spec.ts', ...(testDatabaseUrl() ? [] : ['outage.spec.ts'])],
      use: chromium,
    },
    // Two server processes on the machine's PostgreSQL and Redis behind a round-robin proxy, when
    // TEST_DATABASE_URL and TEST_REDIS_URL name them (CI sets both).
    ...(sharedServices()
      ? [
          {
            name: 'scale-out',
            testMatch: ['accounts.spec.ts', 'two-factor.spec.ts', 'passkeys.spec.ts', 'scale-out.spec.ts'],
            use: { ...chromium, scaleOut: true },
          },
        ]
      : []),
  ],
  webServer: {
    command: 'node support/start-server.ts',
    url: `${E2E_URL}/api/health`,
    reuseExistingServer: false,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    timeout: 60_000,
  },
});
