import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { imports } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import type { ImportLog } from './import-runs.ts';

// An apply holds an advisory lock named after its import on the connection that runs its
// transaction, from before the import turns `applying` until its outcome is written. PostgreSQL
// drops the lock only with that connection, so a free lock on an `applying` import means the
// process that ran it is gone (and its transaction rolled back); no clock or timeout is trusted.
const lockKey = (importId: string) => sql`hashtextextended(${`verba.import-apply.${importId}`}, 0)`;

/** The boolean a one-value statement answers (both drivers answer `{ rows }`). */
async function answerOf(db: Executor, query: SQL): Promise<boolean> {
  const result = (await db.execute(sql`select ${query} as answer`)) as unknown as {
    rows: { answer: boolean }[];
  };
  return result.rows[0]?.answer === true;
}

/** Takes the apply's lock for the session of `session`; false when another apply holds it. */
export const takeApplyLock = (session: Executor, importId: string) =>
  answerOf(session, sql`pg_try_advisory_lock(${lockKey(importId)})`);

export async function releaseApplyLock(session: Executor, importId: string): Promise<void> {
  await session.execute(sql`select pg_advisory_unlock(${lockKey(importId)})`);
}

/** Says, once, that an apply's process stopped before its end. */
export function logInterrupted(log: ImportLog, importId: string, projectId: string): void {
  log.warn(
    { importId, projectId, failure: 'outage', errorCode: 'IMPORT_INTERRUPTED' },
    'import apply interrupted: the server process applying it stopped',
  );
}

const interruptedMessage =
  'The server stopped while applying this import, so nothing of it was written. Upload the files again.';

const { payload: _payload, ...rowColumns } = getTableColumns(imports);

/**
 * Marks an `applying` import whose apply no longer runs anywhere as failed (IMPORT_INTERRUPTED),
 * and answers its row as it is then, and whether this call marked it; an apply still running
 * keeps its lock, and its row as is.
 * The caller knows the apply does not run in its own process (on PGlite a session may take its
 * own lock again).
 */
export async function failAbandonedApply(db: Database, importId: string) {
  return db.transaction(async (tx) => {
    let interrupted = false;
    if (await answerOf(tx, sql`pg_try_advisory_xact_lock(${lockKey(importId)})`)) {
      const marked = await tx
        .update(imports)
        .set({
          status: 'failed',
          error: interruptedMessage,
          errorCode: 'IMPORT_INTERRUPTED',
          payload: null,
          progress: null,
        })
        .where(and(eq(imports.id, importId), eq(imports.status, 'applying')))
        .returning({ id: imports.id });
      interrupted = marked.length > 0;
    }
    const [row] = await tx.select(rowColumns).from(imports).where(eq(imports.id, importId));
    return { row, interrupted };
  });
}
