import { sql } from 'drizzle-orm';
import type { Executor } from '../workspace/executor.ts';

/**
 * Stores these keys' memory source again: the base value's text, or a plural key's `other` form;
 * null while the base is EMPTY. Every write of a base value calls this in its transaction, so the
 * memory never answers a text that is gone. One statement for up to a thousand keys.
 */
export async function refreshMemorySources(tx: Executor, keyIds: readonly string[]): Promise<void> {
  const unique = [...new Set(keyIds)];
  for (let start = 0; start < unique.length; start += 1000) {
    const ids = sql.join(
      unique.slice(start, start + 1000).map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update translation_keys k set memory_source = (
        select nullif(coalesce(t.text, t.forms ->> 'other'), '')
        from translations t join projects p on p.id = k.project_id
        where t.key_id = k.id and t.language = p.base_language and t.state <> 'EMPTY'
      )
      where k.id in (${ids})`);
  }
}
