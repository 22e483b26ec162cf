import { sql } from 'drizzle-orm';
import { memorySourceOf } from '../memory/memory-sources.ts';
import type { Executor } from './executor.ts';

/**
 * Stores each key's search text again, and its translation memory source (memory-sources.ts): its name and every value's texts, lower-cased, joined by
 * a unit separator so a search cannot match across two texts (nor the name and a text). Every write to names or values
 * calls this in its transaction.
 */
export async function refreshSearchText(
  tx: Executor,
  scope: { keyIds: readonly string[] } | { projectId: string },
): Promise<void> {
  let where: ReturnType<typeof sql>;
  if ('keyIds' in scope) {
    const keyIds = [...new Set(scope.keyIds)];
    if (keyIds.length === 0) return;
    where = sql`k.id in (${sql.join(
      keyIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
  } else {
    where = sql`k.project_id = ${scope.projectId}::uuid`;
  }
  // Languages in code-unit order (as the import writes a new key's), whatever order the rows lie in.
  // The memory source in the same statement: one new row version a key, not two (issue 39's write cost).
  await tx.execute(sql`
    update translation_keys k set search_text = lower(k.name) || coalesce(chr(31) || (
      select string_agg(lower(v.text), chr(31) order by t.language collate "C", v.n)
      from translations t
      cross join lateral (
        select t.text, 0::bigint where t.text is not null and t.text <> ''
        union all select f.value, f.n from jsonb_each_text(t.forms) with ordinality as f(key, value, n)
      ) as v(text, n)
      where t.key_id = k.id
    ), ''), memory_source = ${memorySourceOf}
    where ${where}`);
}
