import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { type Env, loadEnv } from '../../src/env.ts';
import type { MailTransport, OutgoingMail } from '../../src/mail/mail-transport.ts';
import { openTestDatabase } from './test-database.ts';

/** Keeps every mail; `failNext` makes the next sends throw, like an SMTP server that is down. */
export class CapturingTransport implements MailTransport {
  sent: OutgoingMail[] = [];
  failNext = 0;

  async send(mail: OutgoingMail): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('SMTP server unreachable');
    }
    this.sent.push(mail);
  }

  close(): void {}
}

/** One key for every test app; a test that needs another passes `secretKey`. */
export const testSecretKey = randomBytes(32);

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  mail: CapturingTransport;
  clock: { now: Date; advance(ms: number): void };
  /** Delivers the outbox and answers the mails sent to `to` so far, newest last. */
  mailsTo(to: string): Promise<OutgoingMail[]>;
  close(): Promise<void>;
}

export async function createTestApp(
  envOverrides: Record<string, string> = {},
  options: Partial<
    Pick<
      AppOptions,
      | 'limits'
      | 'counters'
      | 'logger'
      | 'secretKey'
      | 'writeLimit'
      | 'graphqlLimits'
      | 'apiKeyLimit'
      | 'autoPublish'
      | 'cdnCache'
      | 'unknownTokenLimit'
      | 'unreadBody'
      | 'invitationMailsPerDay'
      | 'webhooks'
      | 'machineTimeoutMs'
    >
  > & {
    routeDatabase?: (url: string) => string;
  } = {},
): Promise<TestApp> {
  const { routeDatabase, ...appOptions } = options;
  const env = loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist', ...envOverrides });
  const database = await openTestDatabase(routeDatabase);
  const mail = new CapturingTransport();
  const clock = {
    offsetMs: 0,
    get now() {
      return new Date(Date.now() + this.offsetMs);
    },
    advance(ms: number) {
      this.offsetMs += ms;
    },
  };
  const app = await buildApp({
    env,
    db: database.db,
    databaseStatus: database.status,
    mailTransport: mail,
    now: () => clock.now,
    secretKey: testSecretKey,
    ...appOptions,
    // No webhook poll: its reads would land among the statements tests count; webhook tests send
    // what is due themselves (app.webhooks.queue.deliverDue).
    webhooks: { pollMs: 0, ...appOptions.webhooks },
    // Nor the mention mails' 5 s gathering, for the same reason; their tests call runNow.
    mentionMailsEveryMs: 0,
    // Nor the start's issue backfill (a test of it calls backfillIssues itself).
    issueBackfill: false,
    // Nor auto-publish, for the same reason (a change's scheduling write lands 200 ms later): a test
    // of auto-publish gives its own options (a short debounce).
    autoPublish: appOptions.autoPublish ?? { enabled: false },
  });
  await app.ready();
  return {
    app,
    database,
    env,
    mail,
    clock,
    mailsTo: async (to) => {
      await app.outbox.deliverPending();
      return mail.sent.filter((sent) => sent.to === to);
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const jsonHeaders = { 'content-type': 'application/json' };

/** The session cookie a response set, ready for the next request's `cookies`. */
export function sessionFrom(response: LightMyRequestResponse): { verba_session: string } {
  const cookie = response.cookies.find((c) => c.name === 'verba_session');
  if (!cookie?.value) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return { verba_session: cookie.value };
}

export function tokenFrom(mail: { text: string } | undefined, path: string): string {
  const match = mail?.text.match(new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([\\w%-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in mail:\n${mail?.text}`);
  return decodeURIComponent(match[1]);
}
