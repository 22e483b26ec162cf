import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
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
/**
 * Attempts one process runs at once, and how many of them one project and one webhook may hold:
 * a receiver that never answers ties up its own slots, not everyone's. A slot refills as soon as
 * its attempt is recorded.
 */
const deliverySlots = { total: 32, perProject: 4, perWebhook: 2 };

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
  projectId: string;
};

/** How many attempts in flight each project and webhook holds, as JSON objects the claim reads. */
function holdings(inFlight: Iterable<Claimed>) {
  const byProject: Record<string, number> = {};
  const byWebhook: Record<string, number> = {};
  for (const { projectId, webhookId } of inFlight) {
    byProject[projectId] = (byProject[projectId] ?? 0) + 1;
    byWebhook[webhookId] = (byWebhook[webhookId] ?? 0) + 1;
  }
  return { projects: JSON.stringify(byProject), webhooks: JSON.stringify(byWebhook) };
}

export function createWebhookQueue(options: WebhookQueueOptions) {
  const { db, now, log, secrets } = options;
  const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
  // An attempt is hidden from other processes this long: past its timeout, with room to record it.
  const leaseMs = timeoutMs + 50_000;
  let timer: NodeJS.Timeout | undefined;
  let databaseDown = false;
  let stopped = false;
  /** This process's attempts, each until it is recorded. */
  const inFlight = new Map<string, { delivery: Claimed; work: Promise<void> }>();
  /** Callers of deliverDue waiting for this process to have no attempt in flight. */
  let whenIdle: (() => void)[] = [];
  /** Pings and redelivers being claimed. */
  const asked = new Set<Promise<void>>();

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
   * The ids of due deliveries this process may start now, at most `free`, fairly: each webhook's
   * earliest first, then each project's, so one project's queue cannot fill the slots while
   * another's waits. What this process already holds counts against each project's and webhook's
   * share. Each active webhook's head is one lookup in the pending index, however long its backlog.
   */
  async function fairlyDue(tx: Executor, at: Date, free: number): Promise<string[]> {
    const held = holdings([...inFlight.values()].map((entry) => entry.delivery));
    const heads = tx
      .select({
        id: webhookDeliveries.id,
        dueAt: webhookDeliveries.nextAttemptAt,
        webhookRank: sql<number>`row_number() over (order by ${webhookDeliveries.nextAttemptAt})`.as(
          'webhook_rank',
        ),
      })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.webhookId, webhooks.id), lte(webhookDeliveries.nextAttemptAt, at)))
      .orderBy(webhookDeliveries.nextAttemptAt)
      .limit(deliverySlots.perWebhook)
      .as('heads');
    const ranked = tx
      .select({
        id: heads.id,
        projectId: webhooks.projectId,
        dueAt: heads.dueAt,
        projectRank:
          sql<number>`row_number() over (partition by ${webhooks.projectId} order by ${heads.webhookRank}, ${heads.dueAt})`.as(
            'project_rank',
          ),
      })
      .from(webhooks)
      .crossJoinLateral(heads)
      .where(
        and(
          // A webhook turned off keeps its queue until it is on again.
          eq(webhooks.active, true),
          sql`${heads.webhookRank} + coalesce((${held.webhooks}::jsonb ->> ${webhooks.id}::text)::int, 0) <= ${deliverySlots.perWebhook}`,
        ),
      )
      .as('ranked');
    const rows = await tx
      .select({ id: ranked.id })
      .from(ranked)
      .where(
        sql`${ranked.projectRank} + coalesce((${held.projects}::jsonb ->> ${ranked.projectId}::text)::int, 0) <= ${deliverySlots.perProject}`,
      )
      .orderBy(ranked.projectRank, ranked.dueAt)
      .limit(free);
    return rows.map((row) => row.id);
  }

  /**
   * Takes due deliveries for this process, the fair share of `free` slots or the one named: locked
   * rows are skipped, so two processes never take the same one, and each gets a lease. A batch's
   * body is written here, which closes the batch.
   */
  async function claim(take: { free: number } | { only: string }): Promise<Claimed[]> {
    const at = now();
    return db.transaction(async (tx) => {
      const ids = 'only' in take ? [take.only] : await fairlyDue(tx, at, take.free);
      if (ids.length === 0) return [];
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
        // Checked again under the lock: another process may have claimed one since it was chosen.
        .where(and(inArray(webhookDeliveries.id, ids), lte(webhookDeliveries.nextAttemptAt, at)))
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
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

  function noteFailure(error: unknown): void {
    if (!isDatabaseUnavailable(error)) log.error({ err: error }, 'webhook delivery failed');
    else if (!databaseDown) {
      // Once per outage: the queue is polled every second, and the database status logs the rest.
      databaseDown = true;
      log.warn('webhook deliveries wait until the database is back');
    }
  }

  /**
   * Runs one claimed delivery in a slot of its own. If the database is gone when the result is
   * recorded, the delivery keeps its lease and is attempted again when it runs out: it stays queued.
   * Its end frees the slot for the next due delivery at once.
   */
  function start(delivery: Claimed): Promise<void> {
    const startedAt = now();
    const work = attempt(delivery)
      .then((result) => record(delivery, result, startedAt))
      .catch(noteFailure)
      .finally(() => {
        inFlight.delete(delivery.id);
        void filling.run().then(noteIfIdle);
      });
    inFlight.set(delivery.id, { delivery, work });
    return work;
  }

  function noteIfIdle(): void {
    if (inFlight.size > 0) return;
    const waiting = whenIdle;
    whenIdle = [];
    for (const resolve of waiting) resolve();
  }

  /** Claims due deliveries into the free slots until none is left that this process may take. */
  async function fill(): Promise<void> {
    for (;;) {
      const free = deliverySlots.total - inFlight.size;
      if (stopped || free <= 0) return;
      const claimed = await claim({ free });
      databaseDown = false;
      for (const delivery of claimed) start(delivery);
      if (claimed.length < free) return;
    }
  }

  /** One claim at a time per process; a call meanwhile asks for one more round. Never rejects. */
  const filling = coalescedRun(fill, noteFailure);

  /**
   * Starts every due delivery this process may take, and those that become due as slots free up;
   * settles when none is in flight any more. Failures stay queued; it never rejects.
   */
  async function deliverDue(): Promise<void> {
    await filling.run();
    if (inFlight.size === 0) return;
    await new Promise<void>((resolve) => whenIdle.push(resolve));
  }

  /**
   * Attempts one due delivery at once in this process (a ping, a redeliver), in a slot beyond the
   * shares: someone waits for it. Settles when recorded; never rejects.
   */
  function attemptNow(deliveryId: string): Promise<void> {
    const work = claim({ only: deliveryId }).then(([delivery]) => {
      databaseDown = false;
      return delivery && start(delivery);
    }, noteFailure);
    asked.add(work);
    void work.finally(() => asked.delete(work));
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
        timer = setInterval(() => void filling.run(), pollMs);
        timer.unref();
      }
    },
    /** Takes no more deliveries and waits for those in flight to be recorded. */
    async stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      await Promise.all([filling.settled(), ...asked]);
      await Promise.all([...inFlight.values()].map((entry) => entry.work));
    },
  };
}

export type WebhookQueue = ReturnType<typeof createWebhookQueue>;
