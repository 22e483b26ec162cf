import { type SQL, sql } from 'drizzle-orm';
import type { MemoryReach } from '../access/memory-reach.ts';
import type { Executor } from '../workspace/executor.ts';

/** One row of the memory: a project value, or a segment imported from TMX (no project, no key). */
export interface MemoryRow {
  similarity: number;
  source: string;
  text: string | null;
  forms: Record<string, string> | null;
  reviewed: boolean;
  projectName: string | null;
  keyName: string | null;
  updatedAt: Date;
}

export interface MemoryAsk {
  /** The asking key, never its own match. */
  keyId: string;
  /** Its base text (a plural key's `other` form), and the base language both sides share. */
  source: string;
  sourceLanguage: string;
  language: string;
  first: number;
  /** Matches at least this similar (MIN_SIMILARITY..1); default MIN_SIMILARITY. */
  minSimilarity?: number;
}

/** The contract's bar: matches less similar than this are not returned. */
export const MIN_SIMILARITY = 0.5;

type Asked = Pick<MemoryAsk, 'sourceLanguage' | 'language' | 'first' | 'minSimilarity'>;

/** The bar, and whether only identical texts pass it (set for `%` when not). */
async function barOf(tx: Executor, ask: Asked) {
  const bar = Math.max(ask.minSimilarity ?? MIN_SIMILARITY, MIN_SIMILARITY);
  // Only identical texts score 1: equality finds them by the hash indexes
  // (translation_keys_memory_exact_idx, memory_segments_source_exact_idx), no trigrams compared.
  const exact = bar >= 1;
  if (!exact) {
    // `set local` ends with the transaction: `%` means "at least this similar" for this lookup only.
    await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(bar)}, true)`);
  }
  return { bar, exact };
}

/** The best matches of one source text for one asking key (both SQL expressions), best first. */
function matchesOf(reach: MemoryReach, ask: Asked, keyId: SQL, source: SQL, bar: number, exact: boolean) {
  const score = (column: SQL) =>
    sql`case when ${column} = ${source} then 1 else least(similarity(${column}, ${source}), 0.999) end`;
  const near = (column: SQL) => (exact ? sql`${column} = ${source}` : sql`${column} % ${source}`);
  return sql`
    select * from (
      select ${score(sql.raw('k.memory_source'))} as similarity, k.memory_source as source, t.text, t.forms,
        t.state = 'REVIEWED' as reviewed, p.name as project_name, k.name as key_name, t.updated_at
      from translation_keys k
      join projects p on p.id = k.project_id
      join translations t on t.key_id = k.id and t.language = ${ask.language}
      where ${near(sql.raw('k.memory_source'))}
        and k.project_id in ${reach.projects}
        and k.id <> ${keyId}
        and p.base_language = ${ask.sourceLanguage}
        and t.state <> 'EMPTY' and not t.outdated
      union all
      select ${score(sql.raw('s.source'))}, s.source, s.target, null, false, null, null, s.created_at
      from memory_segments s
      where ${near(sql.raw('s.source'))}
        and s.account_id = ${reach.segmentsOf}::uuid
        and s.source_language = ${ask.sourceLanguage} and s.target_language = ${ask.language}
    ) m
    where similarity >= ${bar}
    order by similarity desc, reviewed desc, updated_at desc
    limit ${ask.first}`;
}

const rowOf = (row: Record<string, unknown>): MemoryRow => ({
  similarity: Number(row.similarity),
  source: row.source as string,
  text: row.text as string | null,
  forms: row.forms as Record<string, string> | null,
  reviewed: row.reviewed as boolean,
  projectName: row.project_name as string | null,
  keyName: row.key_name as string | null,
  updatedAt: new Date(row.updated_at as string | Date),
});

/**
 * The best matches, best first; among equals, reviewed first, then the newest. pg_trgm's `%`
 * lets the trigram indexes (translation_keys_memory_idx, memory_segments_source_idx) find the
 * close texts, so the cost follows the matches, not the size of the memory. `similarity` is 1
 * exactly when the texts are identical: pg_trgm ignores case and punctuation, so a text that
 * differs only there scores just below.
 */
export async function lookUpMemory(tx: Executor, reach: MemoryReach, ask: MemoryAsk): Promise<MemoryRow[]> {
  const { bar, exact } = await barOf(tx, ask);
  const answer = await tx.execute(
    matchesOf(reach, ask, sql`${ask.keyId}::uuid`, sql`${ask.source}`, bar, exact),
  );
  return (answer as unknown as { rows: Record<string, unknown>[] }).rows.map(rowOf);
}

/**
 * lookUpMemory for many keys of one language in one statement (pre-translation's batches): each
 * key's best matches, by key id; a key without any is absent.
 */
export async function lookUpMemoryMany(
  tx: Executor,
  reach: MemoryReach,
  asks: readonly { keyId: string; source: string }[],
  ask: Asked,
): Promise<Map<string, MemoryRow[]>> {
  const found = new Map<string, MemoryRow[]>();
  if (asks.length === 0) return found;
  const { bar, exact } = await barOf(tx, ask);
  const matches = matchesOf(reach, ask, sql.raw('a.key_id'), sql.raw('a.source'), bar, exact);
  const answer = await tx.execute(sql`
    select a.key_id as asking_key, m.*
    from json_to_recordset(${JSON.stringify(asks.map(({ keyId, source }) => ({ key_id: keyId, source })))}::json)
      as a(key_id uuid, source text)
    cross join lateral (${matches}) m`);
  for (const row of (answer as unknown as { rows: Record<string, unknown>[] }).rows) {
    const keyId = row.asking_key as string;
    const list = found.get(keyId) ?? [];
    list.push(rowOf(row));
    found.set(keyId, list);
  }
  return found;
}
