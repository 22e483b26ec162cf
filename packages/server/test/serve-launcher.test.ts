import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { flagsForDeployment } from '../src/node-flags.ts';
import { freePort } from './helpers/server-process.ts';
import { createPostgresDatabase } from './helpers/test-database.ts';

const serveFile = fileURLToPath(new URL('../src/serve.ts', import.meta.url));
const serveFlags = ['--max-semi-space-size=8', '--heap-growing-percent=30', '--expose-gc'];

describe('the young generation follows the deployment', () => {
  it('keeps 8 MiB semi-spaces on the embedded database and takes 32 with PostgreSQL', () => {
    expect(flagsForDeployment(serveFlags, false)).toEqual(serveFlags);
    expect(flagsForDeployment(serveFlags, true)).toEqual([
      '--max-semi-space-size=32',
      '--heap-growing-percent=30',
      '--expose-gc',
    ]);
    expect(flagsForDeployment(['--expose-gc'], true)).toEqual(['--max-semi-space-size=32', '--expose-gc']);
  });
});

// The launcher itself, on the PostgreSQL server the suite runs against (test:server:pg).
describe.runIf(process.env.TEST_DATABASE_URL)('serve.ts with DATABASE_URL', { timeout: 120_000 }, () => {
  it('runs the server in a child with 32 MiB semi-spaces and stops it on SIGTERM', async () => {
    const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    const dataDir = mkdtempSync(join(tmpdir(), 'verba-serve-'));
    const port = await freePort();
    const launcher = spawn(process.execPath, [...serveFlags, serveFile], {
      env: {
        PATH: process.env.PATH,
        APP_DIST_DIR: '/nonexistent/verba-dist',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SECRET_KEY: randomBytes(32).toString('base64'),
        PORT: String(port),
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => launcher.on('exit', (code) => resolve(code)));
    try {
      let healthy = false;
      for (let attempt = 0; attempt < 600 && !healthy; attempt++) {
        healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (!healthy) await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(healthy).toBe(true);
      const children = readFileSync(`/proc/${launcher.pid}/task/${launcher.pid}/children`, 'utf8').trim();
      const cmdline = readFileSync(`/proc/${children.split(' ')[0]}/cmdline`, 'utf8').split('\0');
      expect(cmdline).toContain('--max-semi-space-size=32');
      launcher.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      launcher.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
