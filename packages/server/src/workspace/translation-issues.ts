import { eq, inArray, sql } from 'drizzle-orm';
import { addToIssueCounts } from '../checks/issue-counts.ts';
import { type IssueDelta, issueDeltasOf } from '../checks/issue-delta.ts';
import { projects, translationKeys, translations } from '../db/schema.ts';
import { glossariesOf } from '../glossary/glossary-store.ts';
import type { Executor } from './executor.ts';
import { mapInTurns } from './in-turns.ts';
import { issueCodesOf } from './value-issues.ts';

/** A value's stored issues: the codes of the checks it fails and the warnings dismissed. */
export interface StoredIssues {
  keyId: string;
  language: string;
  issueCodes: string[];
  dismissedCodes: string[];
}

/** The dismissals a value keeps when its issues are found again without its text changing. */
export const keptDismissals = (dismissed: readonly string[], codes: readonly string[]) =>
  dismissed.filter((code) => codes.includes(code));

/** A value whose issues a recheck changed (its text did not). */
export interface RecheckedValue {
  projectId: string;
  groupId: string;
  keyId: string;
  language: string;
}

/**
 * Finds the issues of every value of these keys (or of a whole project) again: after a change to
 * the base value, the key's plural switch or limit, the base language or the glossary, the
 * others' issues change. Dismissals of issues still there are kept (the value's text did not
 * change). `lock` locks the values read (a glossary job's batch, which runs beside saves).
 * Answers the values whose issues changed.
 */
export async function recomputeIssues(
  tx: Executor,
  scope: { keyIds: readonly string[] } | { projectId: string },
  options: { lock?: boolean } = {},
): Promise<RecheckedValue[]> {
  if ('keyIds' in scope && scope.keyIds.length === 0) return [];
  const query = tx
    .select({
      keyId: translations.keyId,
      language: translations.language,
      text: translations.text,
      forms: translations.forms,
      issueCodes: translations.issueCodes,
      dismissedCodes: translations.dismissedCodes,
      plural: translationKeys.plural,
      maxLength: translationKeys.maxLength,
      projectId: translationKeys.projectId,
      groupId: translationKeys.groupId,
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
  const rows = options.lock
    ? await query.orderBy(translations.keyId, translations.language).for('update', { of: translations })
    : await query;
  const bases = new Map(
    rows.filter((row) => row.language === row.baseLanguage).map((row) => [row.keyId, row]),
  );
  const projectIds = [...new Set(rows.map((row) => row.projectId))];
  const glossaries = new Map(
    (await glossariesOf(tx, projectIds)).map((glossary, index) => [projectIds[index], glossary]),
  );
  const found = await mapInTurns(rows, (row) => {
    const issueCodes = issueCodesOf(
      row,
      row,
      row.baseLanguage,
      bases.get(row.keyId),
      glossaries.get(row.projectId) ?? null,
    );
    return {
      row,
      after: { ...row, issueCodes, dismissedCodes: keptDismissals(row.dismissedCodes, issueCodes) },
    };
  });
  const changed = found.filter(({ row, after }) => !sameIssues(row, after));
  await storeIssues(
    tx,
    changed.map(({ after }) => after),
  );
  const deltas = new Map<string, IssueDelta[]>();
  for (const { row, after } of changed) {
    const list = deltas.get(row.projectId) ?? [];
    list.push(...issueDeltasOf(row.language, row, after));
    deltas.set(row.projectId, list);
  }
  for (const [projectId, list] of deltas) await addToIssueCounts(tx, projectId, list);
  return changed.map(({ row }) => ({
    projectId: row.projectId,
    groupId: row.groupId,
    keyId: row.keyId,
    language: row.language,
  }));
}

export const sameIssues = (
  a: Omit<StoredIssues, 'keyId' | 'language'>,
  b: Omit<StoredIssues, 'keyId' | 'language'>,
) =>
  a.issueCodes.join(' ') === b.issueCodes.join(' ') &&
  a.dismissedCodes.join(' ') === b.dismissedCodes.join(' ');

/** Writes values' issues that changed, 1000 values a statement. */
export async function storeIssues(tx: Executor, changed: readonly StoredIssues[]): Promise<void> {
  for (let start = 0; start < changed.length; start += 1000) {
    const chunk = changed.slice(start, start + 1000);
    const values = sql.join(
      chunk.map(
        ({ keyId, language, issueCodes, dismissedCodes }) =>
          sql`(${keyId}::uuid, ${language}, ${issueCodes.join(' ')}::text, ${dismissedCodes.join(' ')}::text)`,
      ),
      sql`, `,
    );
    // Codes travel space-separated: a code never holds a space, and no array parameter is needed.
    await tx.execute(sql`
      update translations set issue_codes = string_to_array(v.codes, ' '), dismissed_codes = string_to_array(v.dismissed, ' ')
      from (values ${values}) as v(key_id, language, codes, dismissed)
      where translations.key_id = v.key_id and translations.language = v.language`);
  }
}
