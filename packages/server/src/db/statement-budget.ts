import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';
import { type Database, isSharedDatabase, onOneConnection } from './database.ts';

/**
 * How long one statement of long, legitimate work (an import's apply, an export's files) may run. Requests keep the
 * pool's 5 s (database.ts): a slow request is refused, while an apply of 200,000 values is work
 * the user asked for and waits for.
 */
export const longWorkStatementMs = 120_000;

/** The connection's own read timeout for long work: past the server's budget, so 57014 comes first. */
export const longWorkReadTimeoutMs = longWorkStatementMs + 5000;

/**
 * Gives the rest of the caller's transaction the long-work budget, for each statement and for each
 * pause between two (the apply waits for its plan from the import thread, which yields the CPU to
 * requests: on a busy machine the pool's 30 s idle-in-transaction limit ended an apply). `set local`
 * ends with the transaction, so the pooled connection goes back with the request budget. PGlite
 * enforces neither and takes the settings as they are.
 */
export async function allowLongStatements(tx: Executor): Promise<void> {
  await tx.execute(sql.raw(`set local statement_timeout = ${longWorkStatementMs}`));
  await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${longWorkStatementMs}`));
}

/**
 * Runs `work` on a connection of its own whose statements have the long-work budget, for work
 * outside a transaction (an export's file); the connection goes back with the request budget.
 * PGlite has no statement timeout to raise, and one connection for everyone.
 */
export function withLongStatements<T>(db: Database, work: (session: Database) => Promise<T>): Promise<T> {
  if (!isSharedDatabase(db)) return work(db);
  return onOneConnection(
    db,
    async (session) => {
      await session.execute(sql.raw(`set statement_timeout = ${longWorkStatementMs}`));
      const result = await work(session);
      await session.execute(sql`reset statement_timeout`);
      return result;
    },
    { readTimeoutMs: longWorkReadTimeoutMs },
  );
}
