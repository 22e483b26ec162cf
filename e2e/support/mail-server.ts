// A worker-scoped pair for the account flows: the SMTP sink first, then a real server of its own
// (fresh DATA_DIR, SMTP_URL pointing at the sink), so every mail the flows cause can be read.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type Cluster, startCluster } from './cluster.ts';
import { FAKE_TRANSLATOR_PORT } from './fake-translator.ts';
import { test as base } from './fixtures.ts';
import { type MailSink, startMailSink } from './mail-sink.ts';
import { E2E_PORT } from './server.ts';

export { expect } from './fixtures.ts';
export type { MailSink } from './mail-sink.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerWithMail {
  url: string;
  mail: MailSink;
  /** Set in the scale-out project: the processes behind the proxy. */
  cluster?: Cluster;
  /**
   * Runs one statement on the server's own database, for states a browser cannot reach (time gone by).
   * The embedded database opens in one process only: the server stops for it and starts again on the
   * same data, so sessions, cookies and mail links stay valid.
   */
  query(statement: string, params: unknown[]): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server at ${url} did not become healthy in ${timeoutMs} ms`);
}

const serverEnv = (mail: MailSink) => ({
  SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
  MAIL_FROM: 'no-reply@verba.test',
  // The specs' webhook receivers listen on this machine, an address the server refuses otherwise.
  WEBHOOK_ALLOW_PRIVATE: '1',
  // Machine translation against the LibreTranslate stand-in start-server.ts runs (machine.spec.ts).
  MT_LIBRETRANSLATE_URL: `http://127.0.0.1:${FAKE_TRANSLATOR_PORT}`,
});

interface WorkerFixtures {
  /** Two server processes on PostgreSQL and Redis behind a round-robin proxy (the scale-out project). */
  scaleOut: boolean;
  serverWithMail: ServerWithMail;
}

export const test = base.extend<{ mail: MailSink }, WorkerFixtures>({
  scaleOut: [false, { option: true, scope: 'worker' }],
  serverWithMail: [
    async ({ scaleOut }, use, workerInfo) => {
      if (!existsSync(join(repoRoot, 'packages/app/dist/index.html'))) {
        throw new Error('The app is not built: run `pnpm build` before the e2e tests.');
      }
      const mail = await startMailSink();
      if (scaleOut) {
        const cluster = await startCluster({
          port: E2E_PORT + 30 + workerInfo.workerIndex * 4,
          processes: 2,
          env: serverEnv(mail),
        });
        try {
          await use({ url: cluster.url, mail, cluster, query: cluster.query });
        } finally {
          await cluster.stop();
          await mail.close();
        }
        return;
      }
      const port = E2E_PORT + 10 + workerInfo.workerIndex;
      const url = `http://localhost:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), 'verba-e2e-mail-'));
      let server: ChildProcess | undefined;
      const start = async () => {
        server = spawn(process.execPath, ['packages/server/src/main.ts'], {
          cwd: repoRoot,
          stdio: ['ignore', 'ignore', 'inherit'],
          env: {
            ...process.env,
            PORT: String(port),
            PUBLIC_URL: url,
            DATA_DIR: dataDir,
            ...serverEnv(mail),
          },
        });
        await waitForHealth(url, server);
      };
      const stop = async () => {
        if (!server || server.exitCode !== null || server.signalCode !== null) return;
        const exited = new Promise((resolve) => server?.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      };
      try {
        await start();
        await use({
          url,
          mail,
          async query(statement, params) {
            await stop();
            const database = new PGlite(join(dataDir, 'db'));
            try {
              await database.query(statement, params);
            } finally {
              await database.close();
            }
            await start();
          },
        });
      } finally {
        await stop();
        await mail.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverWithMail }, use) => use(serverWithMail.url),
  mail: async ({ serverWithMail }, use) => use(serverWithMail.mail),
});
