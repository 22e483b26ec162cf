import { sql } from 'drizzle-orm';
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

/**
 * The best matches, best first; among equals, reviewed first, then the newest. pg_trgm's `%`
 * lets the trigram indexes (translation_keys_memory_idx, memory_segments_source_idx) find the
 * close texts, so the cost follows the matches, not the size of the memory. `similarity` is 1
 * exactly when the texts are identical: pg_trgm ignores case and punctuation, so a text that
 * differs only there scores just below.
 */
export async function lookUpMemory(tx: Executor, reach: MemoryReach, ask: MemoryAsk): Promise<MemoryRow[]> {
  // `set local` ends with the transaction: `%` means "at least this similar" for this lookup only.
  const bar = Math.max(ask.minSimilarity ?? MIN_SIMILARITY, MIN_SIMILARITY);
  await tx.execute(sql`select set_config('pg_trgm.similarity_threshold', ${String(bar)}, true)`);
  const score = (column: ReturnType<typeof sql.raw>) =>
    sql`case when ${column} = ${ask.source} then 1 else least(similarity(${column}, ${ask.source}), 0.999) end`;
  const answer = await tx.execute(sql`
    select * from (
      select ${score(sql.raw('k.memory_source'))} as similarity, k.memory_source as source, t.text, t.forms,
        t.state = 'REVIEWED' as reviewed, p.name as project_name, k.name as key_name, t.updated_at
      from translation_keys k
      join projects p on p.id = k.project_id
      join translations t on t.key_id = k.id and t.language = ${ask.language}
      where k.memory_source % ${ask.source}
        and k.project_id in ${reach.projects}
        and k.id <> ${ask.keyId}::uuid
        and p.base_language = ${ask.sourceLanguage}
        and t.state <> 'EMPTY' and not t.outdated
      union all
      select ${score(sql.raw('s.source'))}, s.source, s.target, null, false, null, null, s.created_at
      from memory_segments s
      where s.source % ${ask.source}
        and s.account_id = ${reach.segmentsOf}::uuid
        and s.source_language = ${ask.sourceLanguage} and s.target_language = ${ask.language}
    ) m
    where similarity >= ${bar}
    order by similarity desc, reviewed desc, updated_at desc
    limit ${ask.first}`);
  const rows = (answer as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    similarity: Number(row.similarity),
    source: row.source as string,
    text: row.text as string | null,
    forms: row.forms as Record<string, string> | null,
    reviewed: row.reviewed as boolean,
    projectName: row.project_name as string | null,
    keyName: row.key_name as string | null,
    updatedAt: new Date(row.updated_at as string | Date),
  }));
}
