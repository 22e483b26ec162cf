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
