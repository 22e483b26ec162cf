import { CHECK_SEVERITIES, type IssueSeverity, isIssueCode } from '@verba/formats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { authorize, requireRight } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { checkSettings, translationKeys, translations } from '../db/schema.ts';
import { type Emit, noEmit } from '../events/project-event.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { badInput, checkTag, limits } from '../workspace/workspace-rules.ts';
import { announceIssues } from './announce-issues.ts';
import { type CheckRule, type CheckRules, rulesOf } from './check-rules.ts';
import { addToIssueCounts, issueCountsOf } from './issue-counts.ts';
import { type IssueDelta, issueDeltasOf } from './issue-delta.ts';

/** The rules of several projects, one read (the editor page's loader; callers authorized them). */
export async function rulesOfProjects(db: Executor, projectIds: readonly string[]): Promise<CheckRules[]> {
  const rows = await db
    .select()
    .from(checkSettings)
    .where(inArray(checkSettings.projectId, [...projectIds]));
  return projectIds.map((id) => rulesOf(rows.filter((row) => row.projectId === id)));
}

/** Project.checks: one setting per code. */
export function checksOf(db: Database, principal: Principal, projectId: string): Promise<CheckRule[]> {
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'read');
    const [rules] = await rulesOfProjects(tx, [projectId]);
    return [...(rules as CheckRules).values()];
  });
}

/**
 * updateCheck: MANAGER and OWNER switch a check or change its severity (null keeps it as it is);
 * a change alters the issues every editor shows, so it is announced once it commits.
 */
export async function updateCheck(
  db: Database,
  principal: Principal,
  projectId: string,
  input: { code: string; enabled: boolean; severity?: IssueSeverity | null },
  emit: Emit = noEmit,
): Promise<CheckRule> {
  const { code } = input;
  if (!isIssueCode(code)) throw badInput('code', `“${code.slice(0, 50)}” is not a check of Verba.`);
  const { rule, changed } = await db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageProject', { lock: 'update' });
    const [rules] = await rulesOfProjects(tx, [projectId]);
    const before = (rules as CheckRules).get(code);
    const severity = input.severity ?? before?.severity ?? CHECK_SEVERITIES[code];
    const changed = before?.enabled !== input.enabled || before?.severity !== severity;
    await tx
      .insert(checkSettings)
      .values({ projectId, code, enabled: input.enabled, severity })
      .onConflictDoUpdate({
        target: [checkSettings.projectId, checkSettings.code],
        set: { enabled: input.enabled, severity },
      });
    return { rule: { code, enabled: input.enabled, severity }, changed };
  });
  if (changed) announceIssues(emit, projectId, null);
  return rule;
}

export interface IssueCountView {
  language: string;
  code: string;
  severity: IssueSeverity;
  count: number;
}

/**
 * issueSummary: the kept counts of enabled checks, dismissed warnings left out (a dismissal does
 * not hide an error, should a setting make the check one). One indexed read, never a scan.
 */
export function issueSummary(
  db: Database,
  principal: Principal,
  projectId: string,
  languages: readonly string[] | null | undefined,
): Promise<IssueCountView[]> {
  const asked = languages ? languages.map((tag) => checkTag(tag, 'languages')) : null;
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'read');
    const [[rules], counts] = await Promise.all([
      rulesOfProjects(tx, [projectId]),
      issueCountsOf(tx, projectId, asked),
    ]);
    return summaryOf(counts, rules as CheckRules);
  });
}

export function summaryOf(
  counts: readonly { language: string; code: string; total: number; dismissed: number }[],
  rules: CheckRules,
): IssueCountView[] {
  return counts.flatMap(({ language, code, total, dismissed }) => {
    const rule = rules.get(code);
    if (!rule?.enabled) return [];
    const count = rule.severity === 'ERROR' ? total : total - dismissed;
    return count > 0 ? [{ language, code, severity: rule.severity, count }] : [];
  });
}

export interface IssueRef {
  keyId: string;
  language: string;
  code: string;
}

/**
 * dismissIssues: a reviewer of each item's language dismisses warnings (an error is refused, all
 * or none); an issue the value no longer has is skipped. Answers how many were dismissed.
 */
export function dismissIssues(
  db: Database,
  principal: Principal,
  projectId: string,
  items: readonly IssueRef[],
): Promise<number> {
  if (items.length < 1 || items.length > limits.dismissIssues) {
    throw badInput('items', `Dismiss 1 to ${limits.dismissIssues} issues at a time.`);
  }
  const refs = items.map((item, index) => {
    if (!isIssueCode(item.code))
      throw badInput('code', `“${item.code.slice(0, 50)}” is not a check of Verba.`, index);
    return { ...item, language: checkTag(item.language, 'language', index), index };
  });
  return db.transaction(async (tx) => {
    const access = await authorize(tx, principal, projectId, 'read', { lock: 'share' });
    const [rules] = await rulesOfProjects(tx, [projectId]);
    for (const ref of refs) {
      requireRight(access, 'dismissIssues', ref.language);
      if ((rules as CheckRules).get(ref.code)?.severity !== 'WARNING') {
        throw badInput('code', `${ref.code} is an error here: fix it, or switch its check off.`, ref.index);
      }
    }
    const keyIds = [...new Set(refs.map((ref) => ref.keyId))];
    const rows = await tx
      .select({
        keyId: translations.keyId,
        language: translations.language,
        issueCodes: translations.issueCodes,
        dismissedCodes: translations.dismissedCodes,
      })
      .from(translations)
      .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
      .where(
        and(
          eq(translationKeys.projectId, projectId),
          inArray(translations.keyId, keyIds.filter(isId)),
          inArray(translations.language, [...new Set(refs.map((ref) => ref.language))]),
        ),
      )
      .orderBy(translations.keyId, translations.language)
      .for('update', { of: translations });
    const byValue = new Map(rows.map((row) => [`${row.keyId} ${row.language}`, row]));
    const deltas: IssueDelta[] = [];
    const changed = new Set<(typeof rows)[number]>();
    for (const ref of refs) {
      const row = byValue.get(`${ref.keyId} ${ref.language}`);
      if (!row?.issueCodes.includes(ref.code) || row.dismissedCodes.includes(ref.code)) continue;
      const after = { issueCodes: row.issueCodes, dismissedCodes: [...row.dismissedCodes, ref.code] };
      deltas.push(...issueDeltasOf(ref.language, row, after));
      row.dismissedCodes = after.dismissedCodes;
      changed.add(row);
    }
    if (changed.size > 0) {
      const values = sql.join(
        [...changed].map(
          (row) => sql`(${row.keyId}::uuid, ${row.language}::text, ${row.dismissedCodes.join(' ')}::text)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update translations set dismissed_codes = string_to_array(v.codes, ' ')
        from (values ${values}) as v(key_id, language, codes)
        where translations.key_id = v.key_id and translations.language = v.language`);
    }
    await addToIssueCounts(tx, projectId, deltas);
    return deltas.length;
  });
}
