import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const mainFile = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
}

/** Runs src/main.ts as `npm start` would, with only the given variables set. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH, APP_DIST_DIR: '/nonexistent/verba-dist', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    // A first start on a fresh DATA_DIR (initdb and migrations) takes 13 s on an idle machine, and
    // over 30 s beside the storybook run.
    waitFor: (pattern, timeoutMs = 90_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          listeners.delete(check);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`timed out waiting for ${pattern}; output so far:\n${output}`));
        }, timeoutMs);
        listeners.add(check);
        void exited.then(() => setTimeout(check, 0));
        check();
      }),
  };
}

export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Unpacks the suite's migrated PGlite image into DATA_DIR, so the server opens a made database (5 s)
 * instead of making one (13 s idle, over 30 s on a busy machine). For the tests about anything but
 * the first start; without the image (the PostgreSQL run) the server makes the database itself.
 */
export function withMadeDatabase(dataDir: string): void {
  const image = inject('pgliteImageFile');
  if (!image) return;
  mkdirSync(join(dataDir, 'db'));
  execFileSync('tar', ['-xf', image, '-C', join(dataDir, 'db')], { stdio: 'ignore' });
}
