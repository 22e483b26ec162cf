import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, test } from 'vitest';

const script = join(import.meta.dirname, 'vitest-rerun-crashes.mjs');
const config = join(import.meta.dirname, 'fixtures/worker-crash/vitest.config.ts');
const RERUN = 'running it once more in a fresh process';
let dir = '';

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The wrapper (or, with `plain`, vitest alone) over the given fixtures; its exit code and output. */
function run(fixtures: string[], { crashOnce = false, plain = false } = {}) {
  dir = mkdtempSync(join(tmpdir(), 'crash-fixture-'));
  const command = plain ? ['vitest', 'run'] : ['node', script];
  const result = spawnSync(command[0] as string, [...command.slice(1), '--config', config], {
    encoding: 'utf8',
    env: {
      ...process.env,
      CRASH_FIXTURES: fixtures.join(','),
      CRASH_ONCE_MARKER: crashOnce ? join(dir, 'crashed') : '',
    },
  });
  return { status: result.status, output: result.stdout + result.stderr };
}

// Each case starts one or two Vitest runs in child processes.
const SPAWNS = 30_000;

test('vitest alone fails a run whose worker died once', { timeout: SPAWNS }, () => {
  expect(run(['crashes.fixture.ts', 'passes.fixture.ts'], { crashOnce: true, plain: true }).status).toBe(1);
});

test('a file whose worker died once runs again, alone, and the run passes', { timeout: SPAWNS }, () => {
  const { status, output } = run(['crashes.fixture.ts', 'passes.fixture.ts'], { crashOnce: true });
  expect(output).toContain(`crashes.fixture.ts: its worker died from SIGTRAP, not a test; ${RERUN}`);
  expect(output).toContain('Passed on the second run');
  expect(status).toBe(0);
  expect(existsSync(join(dir, 'crashed'))).toBe(true);
});

test('a second crash fails the run', { timeout: SPAWNS }, () => {
  const { status, output } = run(['crashes.fixture.ts']);
  expect(output).toContain(RERUN);
  expect(output).toContain('died from SIGTRAP again');
  expect(status).toBe(1);
});

test('an assertion failure is never rerun, crash or not', { timeout: SPAWNS }, () => {
  const { status, output } = run(['crashes.fixture.ts', 'fails.fixture.ts'], { crashOnce: true });
  expect(output).not.toContain(RERUN);
  expect(status).toBe(1);
});
