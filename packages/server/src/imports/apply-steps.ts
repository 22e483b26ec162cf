import { and, eq, inArray } from 'drizzle-orm';
import { closeProject } from '../access/busy-projects.ts';
import { deferTrigramMerges } from '../db/bulk-writes.ts';
import type { Database } from '../db/database.ts';
import { activities, imports, translationKeys } from '../db/schema.ts';
import { allowLongStatements } from '../db/statement-budget.ts';
import type { Executor } from '../workspace/executor.ts';
import { failAbandonedApply, logInterrupted } from './apply-lease.ts';
import { loggableCause } from './import-failure.ts';
import type { ImportLog } from './import-runs.ts';

/**
 * How an apply's transactions run. On PostgreSQL in one: other connections read the project as it
 * was until the commit. The embedded database has one connection, where that transaction would
 * hold every other call for as long as it writes (seconds at 50,000 keys): there each step is a
 * transaction of its own, others' calls are served between two, and the project stays closed to
 * them (busy-projects.ts) from the first step to the end. A failure removes what the steps
 * committed before the project opens again, so an import still ends whole or not at all.
 */
export interface ApplySteps {
  /** Whether each step commits on its own. */
  readonly stepped: boolean;
  step<T>(work: (tx: Executor) => Promise<T>): Promise<T>;
  /** Closes the project until the apply ends; called in the step that locked it (stepped only). */
  close(projectId: string): void;
}

/** Each transaction of an apply: statements past a request's budget, trigram merges after the commit. */
async function prepare(tx: Executor) {
  await allowLongStatements(tx);
  await deferTrigramMerges(tx);
}

/** PGlite's connection serves in order: the calls that queued during a step go before the next. */
const letOthersIn = () => new Promise((resolve) => setImmediate(resolve));

/** Runs the apply `body` in steps on `session` (stepped on the embedded database). */
export async function inSteps<T>(
  session: Database,
  stepped: boolean,
  importId: string,
  log: ImportLog,
  body: (steps: ApplySteps) => Promise<T>,
): Promise<T> {
  if (!stepped) {
    return session.transaction(async (tx) => {
      await prepare(tx);
      return body({ stepped, step: (work) => work(tx), close: () => undefined });
    });
  }
  let reopen: (() => void) | undefined;
  const steps: ApplySteps = {
    stepped,
    async step(work) {
      const result = await session.transaction(async (tx) => {
        await prepare(tx);
        return work(tx);
      });
      await letOthersIn();
      return result;
    },
    close(projectId) {
      reopen ??= closeProject(projectId);
    },
  };
  let result: T;
  try {
    result = await body(steps);
  } catch (error) {
    if (reopen) {
      // Opened only once nothing of the import is left; else it stays closed until the server
      // starts again and removes it then (removeInterruptedApplies).
      await removeAppliedKeys(session, importId).then(reopen, (cause: unknown) =>
        log.error({ importId, cause: loggableCause(cause) }, 'the keys of a failed import were not removed'),
      );
    }
    throw error;
  }
  reopen?.();
  return result;
}

/**
 * Deletes the keys an import created, with their values and history (the foreign keys cascade), a
 * thousand a transaction: its `key.created` history names them, written in the same statement.
 */
export async function removeAppliedKeys(db: Database, importId: string): Promise<void> {
  const created = await db
    .select({ keyId: activities.keyId })
    .from(activities)
    .where(and(eq(activities.batchId, importId), eq(activities.kind, 'key.created')));
  const ids = created.flatMap((row) => (row.keyId ? [row.keyId] : []));
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    await db.transaction((tx) => tx.delete(translationKeys).where(inArray(translationKeys.id, chunk)));
    await letOthersIn();
  }
}

/**
 * At the start of a server on the embedded database, before it serves: an import still `applying`
 * was cut off by the server's stop, and the keys its committed steps wrote are removed before
 * anyone reads them; it reads as interrupted (IMPORT_INTERRUPTED), as anywhere else.
 */
export async function removeInterruptedApplies(db: Database, log: ImportLog): Promise<void> {
  const applying = await db
    .select({ id: imports.id, projectId: imports.projectId })
    .from(imports)
    .where(eq(imports.status, 'applying'));
  for (const { id, projectId } of applying) {
    await removeAppliedKeys(db, id);
    if ((await failAbandonedApply(db, id)).interrupted) logInterrupted(log, id, projectId);
  }
}
