import { sql } from 'drizzle-orm';
import { longWorkStatementMs } from '../db/statement-budget.ts';
import type { Executor } from '../workspace/executor.ts';

/**
 * Takes the distribution's publishing lock until the transaction ends: a transaction-scoped
 * advisory lock, not the distribution's row, so changes that schedule auto-publish (an UPDATE of
 * publish_due_at) and its sweep never wait for a release being written. A publish waits for the one
 * being written as long as long work may run (the pool's 2 s lock_timeout is for requests' row
 * locks); a delete waits for it too, so a release is never written for a distribution just deleted.
 */
export async function lockForPublishing(tx: Executor, distributionId: string): Promise<void> {
  await tx.execute(sql.raw(`set local lock_timeout = ${longWorkStatementMs}`));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`publish:${distributionId}`}, 0))`);
}
