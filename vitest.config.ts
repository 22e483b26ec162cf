import { defineConfig } from 'vitest/config';

// One Vitest run, three projects: `unit` (pure functions, node), `server` (Fastify in-process on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set) `storybook` and `storybook-dark` (every story in Chromium, in each theme).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{ui,api-client,app,formats}/src/**/*.test.{ts,tsx}', 'mocks/src/**/*.test.ts'],
        },
      },
      'packages/server/vitest.config.ts',
      '.storybook/vitest.config.ts',
      '.storybook/vitest.dark.config.ts',
    ],
  },
});
