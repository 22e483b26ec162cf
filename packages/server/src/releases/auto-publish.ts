import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { distributions } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { ProjectEventName } from '../events/project-event.ts';
import { autoPublishRelease } from './publish-service.ts';

/** The changes a release ships: values, keys and imports (the services' own events). */
const changes: ReadonlySet<ProjectEventName> = new Set(['translation', 'key', 'import']);

export interface AutoPublishOptions {
  /** False: changes schedule nothing and nothing is swept (tests whose statements are counted). */
  enabled?: boolean;
  /** Quiet time after the last change before the release is cut. */
  debounceMs?: number;
  /** How often a process looks for the releases its own changes made due. */
  sweepMs?: number;
  /**
   * How often every process looks for due releases anyway: those of a process that stopped before
   * it cut them, and publishes that failed and were scheduled again.
   */
  idleSweepMs?: number;
}

/** Changes are gathered this long before their projects' distributions are marked (one write for a burst). */
const markAfterMs = 200;
/** Releases one sweep cuts at most; the next sweep takes the rest. */
const perSweep = 5;

/**
 * Auto-publish (pipeline contract): a change to a project moves its auto-publishing distributions'
 * `publish_due_at` to "now + debounce" (database time, the same for every process), so the last
 * change of a burst sets when the release is cut. Every process sweeps for due distributions and
 * claims each with one UPDATE … WHERE publish_due_at <= now() … FOR NO KEY UPDATE SKIP LOCKED RETURNING:
 * whichever process claims it cuts the one release, however many processes run. Only the process
 * whose service made a change marks it (listenOwn), so a change is one write, not one per process,
 * and only a process that marked a distribution looks every `sweepMs` until its release is due: a
 * server without auto-publishing distributions reads nothing but the idle sweep's one statement.
 */
export function createAutoPublish(
  db: Database,
  bus: EventBus,
  log: FastifyBaseLogger,
  options: AutoPublishOptions = {},
) {
  const debounceMs = options.debounceMs ?? 3000;
  const sweepMs = options.sweepMs ?? 1000;
  const idleSweepMs = options.idleSweepMs ?? 60_000;
  const changed = new Set<string>();
  let markTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let sweeping = false;
  let stopped = false;
  /** Until when this process sweeps every `sweepMs`: past the due time of the last release it scheduled. */
  let armedUntil = 0;
  let lastSweep = Date.now();
  const arm = () => {
    armedUntil = Date.now() + debounceMs + 2 * sweepMs + 2000;
  };

  const due = sql`now() + ${debounceMs} * interval '1 millisecond'`;

  async function mark(): Promise<void> {
    markTimer = undefined;
    const projectIds = [...changed];
    changed.clear();
    const scheduled = await db
      .update(distributions)
      .set({ publishDueAt: due })
      .where(and(inArray(distributions.projectId, projectIds), eq(distributions.autoPublish, true)))
      .returning({ id: distributions.id })
      .catch((error: unknown) => {
        log.warn({ err: error }, 'auto-publish could not schedule a release');
        return [];
      });
    if (scheduled.length > 0) arm();
  }

  const enabled = options.enabled ?? true;
  // A batch is one change of one project: one look, however many values it holds.
  const stopListening = bus.listenOwn((batch) => {
    const first = batch[0];
    if (stopped || !enabled || !first || !changes.has(first.event)) return;
    changed.add(first.projectId);
    markTimer ??= setTimeout(() => void mark(), markAfterMs);
  });

  /** Claims the due distributions: each is claimed by one process only. */
  async function claim(): Promise<{ id: string }[]> {
    const dueIds = db
      .select({ id: distributions.id })
      .from(distributions)
      .where(and(eq(distributions.autoPublish, true), lte(distributions.publishDueAt, sql`now()`)))
      .orderBy(asc(distributions.publishDueAt))
      .limit(perSweep)
      .for('no key update', { skipLocked: true });
    return db
      .update(distributions)
      .set({ publishDueAt: null })
      .where(inArray(distributions.id, dueIds))
      .returning({ id: distributions.id });
  }

  async function sweep(): Promise<void> {
    lastSweep = Date.now();
    const claimed = await claim().catch((error: unknown) => {
      log.warn({ err: error }, 'auto-publish could not look for due releases');
      return [];
    });
    // More may be due than one sweep takes.
    if (claimed.length === perSweep) arm();
    for (const row of claimed) {
      if (stopped) return;
      await autoPublishRelease(db, row.id, bus.emit).catch(async (error: unknown) => {
        // A project an import is writing is no fault: its release is cut once the import ends.
        const busy = error instanceof DomainError && error.code === 'PROJECT_BUSY';
        log[busy ? 'info' : 'error'](
          { err: error, distributionId: row.id },
          'auto-publish could not publish; it tries again',
        );
        await db
          .update(distributions)
          .set({ publishDueAt: due })
          .where(and(eq(distributions.id, row.id), eq(distributions.autoPublish, true)))
          .catch(() => {});
        arm();
      });
    }
  }

  return {
    start(): void {
      if (!enabled) return;
      sweepTimer = setInterval(() => {
        const now = Date.now();
        // One sweep at a time in a process: a long publish delays the next look, it does not pile them up.
        if (sweeping || (now > armedUntil && now - lastSweep < idleSweepMs)) return;
        sweeping = true;
        running = sweep().finally(() => {
          sweeping = false;
        });
      }, sweepMs);
      sweepTimer.unref();
    },
    async stop(): Promise<void> {
      stopped = true;
      stopListening();
      clearInterval(sweepTimer);
      clearTimeout(markTimer);
      await running;
    },
  };
}
