import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';

/**
 * A batch of rows as one JSON parameter for `json_to_recordset`: the database parses it in one
 * pass, where thousands of bound values per statement cost seconds (PGlite most of all).
 */
const recordset = (rowsJson: string) => sql`json_to_recordset(${rowsJson}::json)`;

/** Who wrote the import's history and when: all of it one batch, the import's id. */
export interface HistoryEntry {
  projectId: string;
  accountId: string;
  at: Date;
  batchId: string;
}

export interface KeyRow {
  id: string;
  group_id: string;
  name: string;
  plural: boolean;
  /** The name and value texts, joined by a unit separator as refreshSearchText joins them. */
  search: string;
  /** Its base text (a plural key's `other` form), or null: translation memory's source. */
  memory: string | null;
  /** The `key.created` history's JSON text of the key. */
  after: string;
  /** The id of its `key.created` history entry. */
  activity_id: string;
}

/** Creates keys with their search text and their `key.created` history, one statement a batch. */
export async function insertKeys(tx: Executor, entry: HistoryEntry, rowsJson: string) {
  const at = entry.at.toISOString();
  await tx.execute(sql`with r as (
      select * from ${recordset(rowsJson)} as r(id uuid, group_id uuid, name text, plural boolean, search text, memory text,
        after text, activity_id uuid)
    ), created as (
      insert into translation_keys (id, project_id, group_id, name, plural, search_text, memory_source, created_at, updated_at)
      select r.id, ${entry.projectId}::uuid, r.group_id, r.name, r.plural, lower(r.search), r.memory, ${at}::timestamptz, ${at}::timestamptz
      from r
    )
    insert into activities (id, project_id, key_id, kind, language, before, after, account_id, batch_id, at)
    select r.activity_id, ${entry.projectId}::uuid, r.id, 'key.created', null, null, r.after, ${entry.accountId}::uuid,
      ${entry.batchId}::uuid, ${at}::timestamptz
    from r`);
}

export interface ValueRow {
  key_id: string;
  /** The id of its `import.applied` history entry. */
  activity_id: string;
  /** The key is new in this import: the value has no row yet, a plain insert (no conflict check). */
  created: boolean;
  language: string;
  text: string | null;
  forms: Record<string, string> | null;
  state: 'TRANSLATED' | 'EMPTY';
  issue_codes: string[];
  /** The `import.applied` history's JSON texts of the value. */
  before: string | null;
  after: string;
}

// What an import writes is IMPORT, until a person changes its text (aids contract); EMPTY has none.
const importOrigin = sql.raw(`case when r.state = 'EMPTY' then null else 'IMPORT' end`);

/**
 * The statement that writes values (a new one at version 1, an existing one a version up) and their
 * `import.applied` history: the rows are sent and parsed once.
 */
export function valuesStatement(entry: HistoryEntry, rowsJson: string): SQL {
  const at = entry.at.toISOString();
  return sql`with r as (
      select * from ${recordset(rowsJson)} as r(key_id uuid, activity_id uuid, created boolean, language text,
        text text, forms jsonb, state text, issue_codes text[], before text, after text)
    ), added as (
      insert into translations (key_id, language, text, forms, state, origin, issue_codes, updated_by, updated_at, version, outdated)
      select r.key_id, r.language, r.text, r.forms, r.state, ${importOrigin}, r.issue_codes, ${entry.accountId}::uuid, ${at}::timestamptz, 1, false
      from r where r.created
    ), changed as (
      insert into translations (key_id, language, text, forms, state, origin, issue_codes, updated_by, updated_at, version, outdated)
      select r.key_id, r.language, r.text, r.forms, r.state, ${importOrigin}, r.issue_codes, ${entry.accountId}::uuid, ${at}::timestamptz, 1, false
      from r where not r.created
      on conflict (key_id, language) do update set text = excluded.text, forms = excluded.forms,
        state = excluded.state, origin = excluded.origin, issue_codes = excluded.issue_codes, dismissed_codes = '{}', outdated = false,
        version = translations.version + 1, updated_by = excluded.updated_by, updated_at = excluded.updated_at
    )
    insert into activities (id, project_id, key_id, kind, language, before, after, account_id, batch_id, at)
    select r.activity_id, ${entry.projectId}::uuid, r.key_id, 'import.applied', r.language, r.before, r.after, ${entry.accountId}::uuid,
      ${entry.batchId}::uuid, ${at}::timestamptz
    from r`;
}

/**
 * The statement that takes the issues of the values a batch overwrites out of the project's counts,
 * sent before the batch (the batch's own issues are added from the import thread's deltas).
 */
export function replacedIssuesStatement(projectId: string, rowsJson: string): SQL {
  return sql`insert into issue_counts (project_id, language, code, total, dismissed)
    select ${projectId}::uuid, t.language, c.code, -count(*)::int, -(count(*) filter (where c.code = any(t.dismissed_codes)))::int
    from ${recordset(rowsJson)} as r(key_id uuid, language text, created boolean)
    join translations t on t.key_id = r.key_id and t.language = r.language
    cross join unnest(t.issue_codes) as c(code)
    where not r.created and cardinality(t.issue_codes) > 0
    group by t.language, c.code
    on conflict (project_id, language, code) do update set
      total = issue_counts.total + excluded.total, dismissed = issue_counts.dismissed + excluded.dismissed`;
}
