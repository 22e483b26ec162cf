import { eq, inArray, sql } from 'drizzle-orm';
import { projects, translationKeys, translations } from '../db/schema.ts';
import type { Executor } from './executor.ts';
import { mapInTurns } from './in-turns.ts';
import { issuesOf } from './value-issues.ts';

/**
 * Stores the issue count of every value of these keys (or of a whole project) again: after a
 * change to the base value, the key's plural switch or the base language, the others' issues change.
 */
export async function recomputeIssues(
  tx: Executor,
  scope: { keyIds: readonly string[] } | { projectId: string },
): Promise<void> {
  if ('keyIds' in scope && scope.keyIds.length === 0) return;
  const rows = await tx
    .select({
      keyId: translations.keyId,
      language: translations.language,
      text: translations.text,
      forms: translations.forms,
      issueCount: translations.issueCount,
      plural: translationKeys.plural,
      baseLanguage: projects.baseLanguage,
    })
    .from(translations)
    .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
    .innerJoin(projects, eq(projects.id, translationKeys.projectId))
    .where(
      'keyIds' in scope
        ? inArray(translations.keyId, [...new Set(scope.keyIds)])
        : eq(translationKeys.projectId, scope.projectId),
    );
  const bases = new Map(
    rows.filter((row) => row.language === row.baseLanguage).map((row) => [row.keyId, row]),
  );
  const counted = await mapInTurns(rows, (row) => ({
    row,
    count: issuesOf(row, row, row.baseLanguage, bases.get(row.keyId)).length,
  }));
  const changed = counted.filter(({ row, count }) => row.issueCount !== count);
  await storeIssueCounts(
    tx,
    changed.map(({ row, count }) => ({ keyId: row.keyId, language: row.language, count })),
  );
}

/** Writes issue counts that changed, 1000 values a statement. */
export async function storeIssueCounts(
  tx: Executor,
  changed: readonly { keyId: string; language: string; count: number }[],
): Promise<void> {
  for (let start = 0; start < changed.length; start += 1000) {
    const chunk = changed.slice(start, start + 1000);
    const values = sql.join(
      chunk.map(({ keyId, language, count }) => sql`(${keyId}::uuid, ${language}, ${count}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update translations set issue_count = v.count
      from (values ${values}) as v(key_id, language, count)
      where translations.key_id = v.key_id and translations.language = v.language`);
  }
}
