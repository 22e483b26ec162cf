import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { mailOutbox } from '../db/schema.ts';
import { coalescedRun } from '../maintenance/coalesced-run.ts';
import type { RenderedMail } from './mail-templates.ts';
import type { MailTransport } from './mail-transport.ts';

const batchSize = 20;
const retryEveryMs = 30_000;
// A mail being sent is hidden from other deliveries (and other server processes) for this long.
const claimMs = 5 * 60_000;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 60 * 60_000);

export interface Outbox {
  /** Adds a mail inside the caller's transaction, so it exists exactly when the change does. */
  enqueue(tx: Database, mail: RenderedMail & { to: string; accountId?: string }): Promise<void>;
  /** Sends what is due; failures stay queued with a growing delay. Never rejects. */
  deliverPending(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export function createOutbox(options: {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  now: () => Date;
}): Outbox {
  const { db, transport, from, log, now } = options;
  let timer: NodeJS.Timeout | undefined;

  async function deliverBatch(): Promise<void> {
    const due = await db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now())))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(batchSize);
    for (const mail of due) {
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(now().getTime() + claimMs) })
        .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.nextAttemptAt, mail.nextAttemptAt)))
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await transport.send({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          link: mail.link,
        });
        // A sent mail's body and link carry tokens that work until used: only the fact it was sent stays.
        await db
          .update(mailOutbox)
          .set({ sentAt: now(), lastError: null, text: '', html: '', link: null })
          .where(eq(mailOutbox.id, mail.id));
      } catch (error) {
        const attempts = mail.attempts + 1;
        log.warn({ err: error, mailId: mail.id, attempts }, 'sending a mail failed; it stays in the outbox');
        await db
          .update(mailOutbox)
          .set({
            attempts,
            lastError: (error as Error).message.slice(0, 500),
            nextAttemptAt: new Date(now().getTime() + backoffMs(attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
      }
    }
  }

  const delivery = coalescedRun(deliverBatch, (error) => {
    // A database outage is logged once, where the connection is lost; the next round retries.
    if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'mail delivery failed');
  });
  const deliverPending = delivery.run;

  return {
    async enqueue(tx, { to, subject, text, html, link, accountId }) {
      await tx.insert(mailOutbox).values({
        to,
        subject,
        text,
        html,
        link: link ?? null,
        accountId: accountId ?? null,
        nextAttemptAt: now(),
      });
    },
    deliverPending,
    start() {
      timer = setInterval(() => void deliverPending(), retryEveryMs);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      await delivery.settled();
      transport.close();
    },
  };
}
