import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Opening PGlite and spawning servers take seconds on a shared two-core machine.
    testTimeout: 30_000,
    // A file waits on PGlite's start, PostgreSQL or a child server much of the time: two files at
    // once take the suite from 4.6 to 3.3 minutes on two cores (Vitest's default there is one).
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
