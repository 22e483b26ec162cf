// One server process on the machine's PostgreSQL (TEST_DATABASE_URL), which it reaches through a
// TCP pass-through that a test can cut, as a PostgreSQL restart or a network failure would.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createDatabase, waitForHealth } from './cluster.ts';
import { test as base } from './fixtures.ts';
import { type MailSink, startMailSink } from './mail-sink.ts';
import { E2E_PORT } from './server.ts';
import { startTcpPassThrough } from './tcp-pass-through.ts';

export { expect } from './fixtures.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The PostgreSQL server the e2e tests may use; CI sets it, a laptop may not. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

export interface ServerOnPostgres {
  url: string;
  mail: MailSink;
  /** Drops every connection to PostgreSQL and refuses new ones, until `restoreDatabase`. */
  cutDatabase(): Promise<void>;
  restoreDatabase(): Promise<void>;
}

function stopped(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  return exited;
}

export const test = base.extend<{ mail: MailSink }, { serverOnPostgres: ServerOnPostgres }>({
  serverOnPostgres: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires a pattern here, and this fixture needs no other
    async ({}, use, workerInfo) => {
      const adminUrl = testDatabaseUrl();
      if (!adminUrl) throw new Error('serverOnPostgres needs TEST_DATABASE_URL; skip the test without it');
      const mail = await startMailSink();
      const database = await createDatabase(adminUrl);
      const target = new URL(database.url);
      const passThrough = await startTcpPassThrough({
        host: target.hostname,
        port: Number(target.port || 5432),
      });
      const throughPassThrough = new URL(database.url);
      throughPassThrough.hostname = '127.0.0.1';
      throughPassThrough.port = String(passThrough.port);
      const port = E2E_PORT + 50 + workerInfo.workerIndex;
      const url = `http://localhost:${port}`;
      const server = spawn(process.execPath, ['packages/server/src/main.ts'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          PUBLIC_URL: url,
          DATABASE_URL: throughPassThrough.href,
          SECRET_KEY: randomBytes(32).toString('base64'),
          SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
          MAIL_FROM: 'no-reply@verba.test',
        },
      });
      try {
        await waitForHealth(url, server);
        await use({
          url,
          mail,
          cutDatabase: () => passThrough.cut(),
          restoreDatabase: () => passThrough.restore(),
        });
      } finally {
        await stopped(server);
        await passThrough.close();
        await database.drop();
        await mail.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ serverOnPostgres }, use) => use(serverOnPostgres.url),
  mail: async ({ serverOnPostgres }, use) => use(serverOnPostgres.mail),
});
