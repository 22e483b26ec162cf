import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';

/**
 * A key's memory source: its base value's text, or a plural key's `other` form; null while the
 * base is EMPTY. For `translation_keys k`; refreshSearchText stores it with the search text, in
 * every write's transaction, so the memory never answers a text that is gone.
 */
export const memorySourceOf = sql`(
  select nullif(coalesce(t.text, t.forms ->> 'other'), '')
  from translations t join projects p on p.id = k.project_id
  where t.key_id = k.id and t.language = p.base_language and t.state <> 'EMPTY'
)`;

/** Stores these keys' memory source again alone (a key switched between singular and plural). */
export async function refreshMemorySources(tx: Executor, keyIds: readonly string[]): Promise<void> {
  const unique = [...new Set(keyIds)];
  for (let start = 0; start < unique.length; start += 1000) {
    const ids = sql.join(
      unique.slice(start, start + 1000).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(
      sql`update translation_keys k set memory_source = ${memorySourceOf} where k.id in (${ids})`,
    );
  }
}
