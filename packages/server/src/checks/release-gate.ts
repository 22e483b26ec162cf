import { sql } from 'drizzle-orm';
import { DomainError } from '../errors.ts';
import type { Executor } from '../workspace/executor.ts';
import { countedCodes } from './check-rules.ts';
import { rulesOfProjects, summaryOf } from './check-service.ts';
import { issueCountsOf } from './issue-counts.ts';

export interface ErrorCount {
  language: string;
  code: string;
  count: number;
}

/**
 * The errors of the values a release of these states would ship, per language and code. Every
 * non-empty value ships when both TRANSLATED and REVIEWED do (an empty value has no issues), so
 * the kept counts answer; a narrower distribution reads its values' stored codes.
 */
export async function shippedErrors(
  tx: Executor,
  projectId: string,
  states: readonly string[],
): Promise<ErrorCount[]> {
  const [rules] = await rulesOfProjects(tx, [projectId]);
  if (!rules) return [];
  if (states.includes('TRANSLATED') && states.includes('REVIEWED')) {
    return summaryOf(await issueCountsOf(tx, projectId, null), rules)
      .filter((count) => count.severity === 'ERROR')
      .map(({ language, code, count }) => ({ language, code, count }));
  }
  const { codes } = countedCodes(rules, { severity: 'ERROR' });
  const result = await tx.execute(sql`
    select t.language, c.code, count(*)::int as count
    from translations t
    join translation_keys k on k.id = t.key_id
    cross join unnest(t.issue_codes) as c(code)
    where k.project_id = ${projectId}::uuid and cardinality(t.issue_codes) > 0
      and t.state in (${sql.join(
        states.map((state) => sql`${state}`),
        sql`, `,
      )})
      and c.code = any(string_to_array(${codes.join(' ')}::text, ' '))
    group by t.language, c.code
    order by t.language, c.code`);
  return (result as unknown as { rows: ErrorCount[] }).rows;
}

/** QA_ERRORS: the refusal of a gated publish, with the counts for the editor's filter. */
export function qaErrors(counts: readonly ErrorCount[]): DomainError {
  const total = counts.reduce((sum, count) => sum + count.count, 0);
  return new DomainError(
    'QA_ERRORS',
    `This release would ship ${total} ${total === 1 ? 'value' : 'values'} with errors. Fix them or switch their checks off.`,
    { counts },
  );
}
