import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { projects, webhookDeliveries, webhooks } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { coalescedRun } from '../maintenance/coalesced-run.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Executor } from '../workspace/executor.ts';
import { type Lookup, parseWebhookUrl, resolveTarget } from './webhook-address.ts';
import { envelope, maxBatchChanges, type ValueChange } from './webhook-events.ts';
import { type AttemptResult, defaultTimeoutMs, sendOnce } from './webhook-send.ts';
import { signature } from './webhook-signature.ts';

/** After a failed attempt n, the next comes this much later; after the last, the delivery failed. */
const retryDelaysMs = [10_000, 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
/** translation.updated waits this long for more changes: at most one delivery per webhook each 5 s. */
const batchWindowMs = 5000;
const claimBatch = 10;

export interface WebhookQueueOptions {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  secrets: SecretBox;
  lookup: Lookup;
  /** WEBHOOK_ALLOW_PRIVATE: receivers on private and loopback addresses are allowed. */
  allowPrivate: boolean;
  timeoutMs?: number;
  /** How often due deliveries are looked for; 0 leaves it to deliverDue() (tests). */
  pollMs?: number;
}

type Claimed = {
  id: string;
  event: string;
  body: string;
  attempts: number;
  url: string;
  secret: string;
  webhookId: string;
};

export function createWebhookQueue(options: WebhookQueueOptions) {
  const { db, now, log, secrets } = options;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  // An attempt is hidden from other processes this long: past its timeout, with room to record it.
  const leaseMs = timeoutMs + 50_000;
  let timer: NodeJS.Timeout | undefined;
  let databaseDown = false;
  const inFlight = new Set<Promise<unknown>>();

  /** A delivery of one event to each webhook, in the caller's transaction; due at once. */
  async function enqueue(
    tx: Executor,
    targets: readonly { webhookId: string; project: { id: string; name: string } }[],
    event: string,
    data: unknown,
  ): Promise<string[]> {
    if (targets.length === 0) return [];
    const createdAt = now();
    const rows = targets.map(({ webhookId, project }) => {
      const id = randomUUID();
      return {
        id,
        webhookId,
        event,
        body: envelope({ id, event, createdAt, project, data }),
        nextAttemptAt: createdAt,
        createdAt,
      };
    });
    await tx.insert(webhookDeliveries).values(rows);
    return rows.map((row) => row.id);
  }

  /**
   * Adds value changes to each webhook's open translation.updated batch, or opens one due in 5 s.
   * One upsert: two processes adding at once land in the same batch. It keeps 1001 entries at most,
   * so the sender knows that more than 1000 came.
   */
  async function addChanges(tx: Executor, webhookIds: readonly string[], changes: readonly ValueChange[]) {
    if (webhookIds.length === 0 || changes.length === 0) return;
    const at = now();
    const added = JSON.stringify(changes.slice(0, maxBatchChanges + 1));
    await tx
      .insert(webhookDeliveries)
      .values(
        webhookIds.map((webhookId) => ({
          webhookId,
          event: 'translation.updated',
          body: '',
          changes: sql`jsonb_path_query_array(${added}::jsonb, ${`$[0 to ${maxBatchChanges}]`})`,
          nextAttemptAt: new Date(at.getTime() + batchWindowMs),
          createdAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: webhookDeliveries.webhookId,
        targetWhere: sql`${webhookDeliveries.changes} is not null`,
        set: {
          changes: sql`jsonb_path_query_array(${webhookDeliveries.changes} || excluded.changes, ${`$[0 to ${maxBatchChanges}]`})`,
        },
      });
  }

  /**
   * Takes due deliveries for this process: locked rows are skipped, so two processes never take the
   * same one, and each gets a lease. A batch's body is written here, which closes the batch.
   */
  async function claim(only?: string): Promise<Claimed[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: webhookDeliveries.id,
          event: webhookDeliveries.event,
          body: webhookDeliveries.body,
          changes: webhookDeliveries.changes,
          attempts: webhookDeliveries.attempts,
          createdAt: webhookDeliveries.createdAt,
          webhookId: webhooks.id,
          url: webhooks.url,
          secret: webhooks.secret,
          projectId: projects.id,
          projectName: projects.name,
        })
        .from(webhookDeliveries)
        .innerJoin(webhooks, eq(webhooks.id, webhookDeliveries.webhookId))
        .innerJoin(projects, eq(projects.id, webhooks.projectId))
        .where(
          and(
            lte(webhookDeliveries.nextAttemptAt, at),
            // A webhook turned off keeps its queue until it is on again; a ping or redeliver goes anyway.
            only === undefined ? eq(webhooks.active, true) : eq(webhookDeliveries.id, only),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(claimBatch)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      const leaseUntil = new Date(at.getTime() + leaseMs);
      const claimed: Claimed[] = [];
      for (const row of due) {
        let body = row.body;
        if (row.changes !== null) {
          const changes = row.changes;
          body = envelope({
            id: row.id,
            event: row.event,
            createdAt: row.createdAt,
            project: { id: row.projectId, name: row.projectName },
            data: { changes: changes.slice(0, maxBatchChanges), truncated: changes.length > maxBatchChanges },
          });
        }
        await tx
          .update(webhookDeliveries)
          .set({ nextAttemptAt: leaseUntil, body, changes: null })
          .where(eq(webhookDeliveries.id, row.id));
        claimed.push({ ...row, body });
      }
      return claimed;
    });
  }

  async function attempt(delivery: Claimed): Promise<AttemptResult> {
    const started = performance.now();
    try {
      const target = await resolveTarget(parseWebhookUrl(delivery.url), options);
      const timestamp = Math.floor(now().getTime() / 1000);
      const secret = secrets.open(delivery.secret, delivery.webhookId);
      const headers = {
        'User-Agent': 'Verba-Webhooks/1',
        'X-Verba-Event': delivery.event,
        'X-Verba-Delivery': delivery.id,
        'X-Verba-Timestamp': String(timestamp),
        'X-Verba-Signature': signature(secret, timestamp, delivery.body),
      };
      return await sendOnce(target, headers, delivery.body, timeoutMs);
    } catch (error) {
      // A URL refused after DNS (or no longer resolving) is this attempt's failure, retried as any other.
      const message = error instanceof DomainError ? error.message : 'The delivery could not be sent.';
      if (!(error instanceof DomainError))
        log.error({ err: error, deliveryId: delivery.id }, 'webhook attempt failed');
      return { ok: false, status: null, error: message, durationMs: Math.round(performance.now() - started) };
    }
  }

  async function record(delivery: Claimed, result: AttemptResult, startedAt: Date): Promise<void> {
    const attempts = delivery.attempts + 1;
    const delay = retryDelaysMs[attempts - 1];
    const next = result.ok || delay === undefined ? null : new Date(now().getTime() + delay);
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: result.status,
        error: result.error,
        durationMs: result.durationMs,
        lastAttemptAt: startedAt,
        nextAttemptAt: next,
        deliveredAt: result.ok ? now() : null,
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (!result.ok) {
      log.info(
        { deliveryId: delivery.id, attempts, status: result.status, error: result.error },
        next ? 'webhook delivery failed; it will be retried' : 'webhook delivery failed for good',
      );
    }
  }

  // If the database is gone when the result is recorded, the delivery keeps its lease and is
  // attempted again when it runs out: it stays queued.
  async function deliver(delivery: Claimed): Promise<void> {
    const startedAt = now();
    const result = await attempt(delivery);
    await record(delivery, result, startedAt);
  }

  /** Every claimed delivery runs to its end before a failure to record one is reported. */
  async function deliverAll(claimed: Claimed[]): Promise<void> {
    const results = await Promise.allSettled(claimed.map(deliver));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  async function round(): Promise<void> {
    for (;;) {
      const claimed = await claim();
      databaseDown = false;
      await deliverAll(claimed);
      if (claimed.length < claimBatch) return;
    }
  }

  function noteFailure(error: unknown): void {
    if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'webhook delivery failed');
    else if (!databaseDown) {
      // Once per outage: the queue is polled every second, and the database status logs the rest.
      databaseDown = true;
      log.warn('webhook deliveries wait until the database is back');
    }
  }

  /** Sends every due delivery; failures stay queued. Never rejects. */
  const delivery = coalescedRun(round, noteFailure);
  const deliverDue = delivery.run;

  /** Attempts one due delivery at once in this process (a ping, a redeliver); settles when recorded. */
  function attemptNow(deliveryId: string): Promise<void> {
    const work = claim(deliveryId)
      .then(deliverAll)
      .then(
        () => undefined,
        (error: unknown) => noteFailure(error),
      );
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  return {
    enqueue,
    addChanges,
    deliverDue,
    attemptNow,
    start(): void {
      const pollMs = options.pollMs ?? 1000;
      if (pollMs > 0) {
        timer = setInterval(() => void deliverDue(), pollMs);
        timer.unref();
      }
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await Promise.all([delivery.settled(), ...inFlight]);
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
