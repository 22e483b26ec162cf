import { availableParallelism } from 'node:os';
import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/pglite-image.global.ts'],
    // Opening PGlite and spawning servers take seconds on a shared two-core machine.
    testTimeout: 30_000,
    // A file waits on PGlite's start, PostgreSQL or a child server much of the time, so at least two
    // run at once: on two cores (where Vitest's default of one fewer than the cores gives one) the
    // suite takes 3.3 instead of 4.6 minutes. Bigger machines keep the default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    hookTimeout: 60_000,
  },
});
