import { THREAD_PAGE_MAX } from '@verba/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from './executor.ts';
import { badInput } from './workspace-rules.ts';

/** A page of a key's comments or suggestions: `first` items after the item `after`, oldest first. */
export interface ThreadPage {
  first?: number | null;
  after?: string | null;
}

type ThreadTable = PgTable & { id: PgColumn; keyId: PgColumn; createdAt: PgColumn };

/** The page's size: 1..THREAD_PAGE_MAX (GraphQL checks it before anything runs; this holds for any caller). */
export function threadPageSize(first: number | null | undefined): number {
  const size = first ?? THREAD_PAGE_MAX;
  if (!Number.isInteger(size) || size < 1 || size > THREAD_PAGE_MAX) {
    throw badInput('first', `first is between 1 and ${THREAD_PAGE_MAX}.`);
  }
  return size;
}

/**
 * The condition for the items after `after` in the thread's order (created_at, then id), compared
 * in the database so no timestamp is rounded on the way; BAD_USER_INPUT on `after` when it is not
 * an item of the key (a deleted one included: the thread is read again from its start).
 */
export async function afterThreadItem(
  db: Executor,
  table: ThreadTable,
  keyId: string,
  after: string,
): Promise<SQL> {
  const [found] = isId(after)
    ? await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, after), eq(table.keyId, keyId)))
    : [];
  if (!found)
    throw badInput('after', 'after is not the id of an item of this key; read it again from the start.');
  return sql`(${table.createdAt}, ${table.id}) > (select ${table.createdAt}, ${table.id} from ${table} where ${table.id} = ${after})`;
}
