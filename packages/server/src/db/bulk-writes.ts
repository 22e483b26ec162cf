import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';

/**
 * Runs `write` with the per-row triggers off, on a connection allowed to turn them off (a
 * superuser: PGlite always, PostgreSQL when DATABASE_URL names one); elsewhere as it is. The only
 * triggers are the foreign keys' checks, which bulk writes pay once per row and reference: a third
 * of a 200,000-value import. So the caller must hold every row it references: written in the same
 * transaction, or read under a lock that keeps it from being deleted until the commit.
 */
export async function withoutRowTriggers<T>(tx: Executor, write: () => Promise<T>): Promise<T> {
  const answer = (await tx.execute(
    sql`select current_setting('is_superuser') = 'on' as allowed`,
  )) as unknown as {
    rows: { allowed: boolean }[];
  };
  const allowed = answer.rows[0]?.allowed === true;
  // `set local` ends with the transaction, also when `write` fails and rolls it back.
  if (allowed) await tx.execute(sql`set local session_replication_role = replica`);
  const result = await write();
  if (allowed) await tx.execute(sql`set local session_replication_role = origin`);
  return result;
}

/**
 * Lets the trigram indexes keep a bulk write's entries in their pending lists for the rest of the
 * transaction, where by default each 4 MB of them is merged into the index as it fills: a third of
 * the cost of writing 50,000 keys. `mergeTrigramIndexes` merges them after the commit.
 */
export async function deferTrigramMerges(tx: Executor): Promise<void> {
  await tx.execute(sql`set local gin_pending_list_limit = '64MB'`);
}

/**
 * Merges what a bulk write left in the key texts' trigram indexes' pending lists, in one statement
 * outside its transaction (searches read a pending list entry by entry). Were this never to run,
 * the next write beyond the usual 4 MB would merge them, or PostgreSQL's autovacuum.
 */
export async function mergeTrigramIndexes(db: Executor): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('translation_keys_search_idx'::regclass),
    gin_clean_pending_list('translation_keys_memory_idx'::regclass)`);
}
