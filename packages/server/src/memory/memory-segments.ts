import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';
import type { TmxSegment } from './tmx-reader.ts';

const batchSize = 2000;

/**
 * Stores TMX segments in the account's memory, a batch a statement (one JSON parameter, as
 * imports send their rows); one the account already holds, or one twice in the same file, is
 * stored once (memory_segments_unique_idx). Answers how many were new.
 */
export async function storeSegments(
  tx: Executor,
  accountId: string,
  segments: readonly TmxSegment[],
  now: Date,
): Promise<number> {
  let stored = 0;
  for (let start = 0; start < segments.length; start += batchSize) {
    const rows = JSON.stringify(segments.slice(start, start + batchSize));
    const answer = await tx.execute(sql`
      with inserted as (
        insert into memory_segments (account_id, source_language, source, target_language, target, created_at)
        select ${accountId}::uuid, r."sourceLanguage", r.source, r."targetLanguage", r.target, ${now.toISOString()}::timestamptz
        from json_to_recordset(${rows}::json) as r("sourceLanguage" text, source text, "targetLanguage" text, target text)
        on conflict do nothing
        returning 1
      )
      select count(*)::int as count from inserted`);
    stored += (answer as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0;
  }
  return stored;
}
