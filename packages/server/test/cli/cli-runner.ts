import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { listening } from '../events/event-stream-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { cliDir } from './build-cli.ts';

export const cliBin = join(cliDir, 'dist/verba.js');

/** A test app listening on a free port for the bin (built once, test/cli-build.global.ts), with a signed-in account. */
export async function cliServer() {
  const t = await createTestApp();
  const url = await listening(t.app);
  const { cookies } = await signedInAccount(t);
  return { t, url, cookies };
}

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built bin as a user does: `node dist/verba.js …` in `cwd`, with only these variables
 * (no terminal, so no questions and no colours). Asynchronous: the server answering it may live
 * in this very process.
 */
export function runCli(
  cwd: string,
  args: string[],
  env: Record<string, string> = {},
  node = process.execPath,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      node,
      [cliBin, ...args],
      { cwd, env: { PATH: process.env.PATH, ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** A Node 20 on this machine (the oldest the bin supports), if there is one besides the workspace's. */
export function findNode20(): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/bin', '/usr/local/bin'];
  for (const folder of folders) {
    const node = join(folder, 'node');
    if (!folder || !existsSync(node)) continue;
    const version = execFileSync(node, ['--version'], { encoding: 'utf8' });
    if (version.startsWith('v20.')) return node;
  }
  return undefined;
}

/**
 * Runs the bin on a terminal (util-linux `script` gives it one) and types `keys` once it asks
 * whether to apply, or each answer once its question shows: the path a person at a terminal takes.
 */
export function runCliOnTerminal(
  cwd: string,
  args: string[],
  env: Record<string, string>,
  keys: string | [question: string, keys: string][],
): Promise<CliRun> {
  const answers = typeof keys === 'string' ? [['Apply these changes', keys] as const] : [...keys];
  const quote = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;
  // A terminal of no size would make clack wrap every character onto its own line.
  const command = `stty cols 120 rows 40; ${[process.execPath, cliBin, ...args].map(quote).join(' ')}`;
  return new Promise((resolve) => {
    const child = execFile(
      'script',
      ['--quiet', '--return', '--command', command, '/dev/null'],
      { cwd, env: { PATH: process.env.PATH, TERM: 'xterm', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    // A question's keys are typed only once it shows: a prompt not yet drawn drops what it is sent.
    let seen = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const next = answers[0];
      if (!next || !seen.includes(next[0])) return;
      answers.shift();
      seen = '';
      child.stdin?.write(next[1]);
    });
  });
}
