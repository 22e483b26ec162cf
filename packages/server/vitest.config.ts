import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Opening PGlite and spawning servers take seconds on a shared two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
