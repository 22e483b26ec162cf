import { defineConfig } from 'vitest/config';
import { serverProjects } from './packages/server/vitest.projects.ts';

// One Vitest run, and its projects: `unit` (pure functions, node), `server` and `server-isolated`
// (Fastify in-process on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set), `storybook` and
// `storybook-dark` (every story in Chromium, in each theme).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/{ui,api-client,app,formats}/src/**/*.test.{ts,tsx}',
            'mocks/src/**/*.test.ts',
            'scripts/*.test.ts',
            'packages/ui/test/visual/*.test.ts',
          ],
        },
      },
      ...serverProjects,
      '.storybook/vitest.config.ts',
      '.storybook/vitest.dark.config.ts',
    ],
  },
});
