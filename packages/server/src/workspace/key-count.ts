import { eq, sql } from 'drizzle-orm';
import { projects, translationKeys } from '../db/schema.ts';
import type { Executor } from './executor.ts';

/** Keys in every project of the account. */
export async function countKeys(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(translationKeys)
    .innerJoin(projects, eq(projects.id, translationKeys.projectId))
    .where(eq(projects.accountId, accountId));
  return row?.value ?? 0;
}
