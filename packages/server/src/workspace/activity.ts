import { desc, eq, inArray, sql } from 'drizzle-orm';
import { accounts, activities } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export type ActivityKind =
  | 'key.created'
  | 'key.renamed'
  | 'key.updated'
  | 'key.moved'
  | 'value.set'
  | 'value.state'
  | 'value.reverted'
  /** an accepted suggestion: `by` is its author */
  | 'value.accepted'
  /** written by a pre-translation job (origin MACHINE or MEMORY); `by` started it */
  | 'value.pretranslated'
  | 'import.applied';

export interface ActivityInput {
  projectId: string;
  keyId: string;
  kind: ActivityKind;
  language?: string | null;
  before: unknown;
  after: unknown;
  /** null: an accepted suggestion whose author's account is gone */
  accountId: string | null;
  at: Date;
  batchId?: string | null;
}

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export async function recordActivities(tx: Executor, entries: readonly ActivityInput[]): Promise<void> {
  for (let start = 0; start < entries.length; start += 1000) {
    await tx.insert(activities).values(
      entries.slice(start, start + 1000).map((entry) => ({
        projectId: entry.projectId,
        keyId: entry.keyId,
        kind: entry.kind,
        language: entry.language ?? null,
        before: json(entry.before),
        after: json(entry.after),
        accountId: entry.accountId,
        at: entry.at,
        batchId: entry.batchId ?? null,
      })),
    );
  }
}

export interface ActivityRow {
  id: string;
  keyId: string | null;
  projectId: string;
  kind: string;
  language: string | null;
  before: string | null;
  after: string | null;
  at: Date;
  by: string | null;
}

/** The newest `first` activities of each key, in one query. */
export async function historyOfKeys(db: Executor, keyIds: readonly string[], first: number) {
  if (keyIds.length === 0) return [];
  const ranked = db
    .select({
      id: activities.id,
      keyId: activities.keyId,
      projectId: activities.projectId,
      kind: activities.kind,
      language: activities.language,
      before: activities.before,
      after: activities.after,
      at: activities.at,
      accountId: activities.accountId,
      rank: sql<number>`row_number() over (partition by ${activities.keyId} order by ${activities.at} desc, ${activities.id} desc)`.as(
        'rank',
      ),
    })
    .from(activities)
    .where(inArray(activities.keyId, [...keyIds]))
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      keyId: ranked.keyId,
      projectId: ranked.projectId,
      kind: ranked.kind,
      language: ranked.language,
      before: ranked.before,
      after: ranked.after,
      at: ranked.at,
      by: sql<string | null>`${accounts.firstName} || ' ' || ${accounts.lastName}`,
    })
    .from(ranked)
    .leftJoin(accounts, eq(accounts.id, ranked.accountId))
    .where(sql`${ranked.rank} <= ${first}`)
    .orderBy(desc(ranked.at), desc(ranked.id));
  return keyIds.map((keyId) => rows.filter((row) => row.keyId === keyId) as ActivityRow[]);
}
