import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Files that mock a module or stub the environment: vi.mock and vi.stubEnv are scoped to a file only
 * when the file gets a module graph of its own, so these run isolated, and the rest share one graph
 * per worker (the app's modules load once per worker instead of once per file).
 */
const needsIsolation = readdirSync(join(root, 'test'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) =>
    /\bvi\.(mock|doMock|stubEnv|stubGlobal)\(/.test(readFileSync(join(root, 'test', name), 'utf8')),
  )
  .map((name) => `test/${name}`);

const shared = {
  root,
  environment: 'node' as const,
  globalSetup: [join(root, 'test/pglite-image.global.ts'), join(root, 'test/cli-build.global.ts')],
  // Opening PGlite and spawning servers take seconds on a shared two-core machine.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A file waits on PGlite, PostgreSQL or a child server much of the time, so at least two run at
  // once: on two cores Vitest's default (one fewer than the cores) would give one. Bigger machines
  // keep the default.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};

/** The server suite, as the projects `server` and `server-isolated` (run both with `--project 'server*'`). */
export const serverProjects = [
  defineProject({
    test: {
      ...shared,
      name: 'server',
      include: ['test/**/*.test.ts'],
      exclude: needsIsolation,
      isolate: false,
    },
  }),
  defineProject({
    test: { ...shared, name: 'server-isolated', include: needsIsolation },
  }),
];
