import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';

/** Rows per statement: big enough to keep round trips few, small enough for steady progress. */
export const rowsPerStatement = 5000;

export function* batches<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    yield items.slice(start, start + rowsPerStatement);
  }
}

/**
 * A batch of rows as one JSON parameter for `json_to_recordset`: the database parses it in one
 * pass, where thousands of bound values per statement cost seconds (PGlite most of all).
 */
export const recordset = (rows: readonly object[]) => sql`json_to_recordset(${JSON.stringify(rows)}::json)`;

export interface KeyRow {
  id: string;
  group_id: string;
  name: string;
  plural: boolean;
}

/**
 * Creates keys with their search text: the name and value texts (`texts`, by key id, name first)
 * lower-cased the way refreshSearchText does, name and first text unseparated as there.
 */
export async function insertKeys(
  tx: Executor,
  projectId: string,
  at: Date,
  rows: readonly KeyRow[],
  texts: ReadonlyMap<string, readonly string[]>,
) {
  const withTexts = rows.map((row) => {
    const [name = '', ...values] = texts.get(row.id) ?? [];
    return { ...row, search: name + values.join('\u001f') };
  });
  await tx.execute(sql`insert into translation_keys (id, project_id, group_id, name, plural, search_text, created_at, updated_at)
    select r.id, ${projectId}::uuid, r.group_id, r.name, r.plural, lower(r.search), ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from ${recordset(withTexts)} as r(id uuid, group_id uuid, name text, plural boolean, search text)`);
}

export interface ValueRow {
  key_id: string;
  language: string;
  text: string | null;
  forms: Record<string, string> | null;
  state: 'TRANSLATED' | 'EMPTY';
  issue_count: number;
}

/** Writes values, a new one at version 1, an existing one a version up. */
export async function upsertValues(tx: Executor, accountId: string, at: Date, rows: readonly ValueRow[]) {
  await tx.execute(sql`insert into translations (key_id, language, text, forms, state, issue_count, updated_by, updated_at, version, outdated)
    select r.key_id, r.language, r.text, r.forms, r.state, r.issue_count, ${accountId}::uuid, ${at.toISOString()}::timestamptz, 1, false
    from ${recordset(rows)} as r(key_id uuid, language text, text text, forms jsonb, state text, issue_count int)
    on conflict (key_id, language) do update set text = excluded.text, forms = excluded.forms,
      state = excluded.state, issue_count = excluded.issue_count, outdated = false,
      version = translations.version + 1, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
}

export interface HistoryRow {
  key_id: string;
  kind: 'key.created' | 'import.applied';
  language: string | null;
  before: string | null;
  after: string;
}

/** The import's history entries, all of one batch (the import's id), by one account at one time. */
export async function insertHistory(
  tx: Executor,
  entry: { projectId: string; accountId: string; at: Date; batchId: string },
  rows: readonly HistoryRow[],
) {
  await tx.execute(sql`insert into activities (project_id, key_id, kind, language, before, after, account_id, batch_id, at)
    select ${entry.projectId}::uuid, r.key_id, r.kind, r.language, r.before, r.after, ${entry.accountId}::uuid,
      ${entry.batchId}::uuid, ${entry.at.toISOString()}::timestamptz
    from ${recordset(rows)} as r(key_id uuid, kind text, language text, before text, after text)`);
}
