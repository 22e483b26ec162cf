import { and, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { issueCounts } from '../db/schema.ts';
import type { Executor } from '../workspace/executor.ts';
import { type IssueDelta, summedDeltas } from './issue-delta.ts';

/** Adds a project's deltas to its kept counts (one statement a thousand language–code pairs). */
export async function addToIssueCounts(tx: Executor, projectId: string, deltas: Iterable<IssueDelta>) {
  const sums = summedDeltas(deltas);
  for (let start = 0; start < sums.length; start += 1000) {
    const values = sql.join(
      sums
        .slice(start, start + 1000)
        .map(
          ({ language, code, total, dismissed }) =>
            sql`(${projectId}::uuid, ${language}::text, ${code}::text, ${total}::int, ${dismissed}::int)`,
        ),
      sql`, `,
    );
    await tx.execute(sql`
      insert into issue_counts (project_id, language, code, total, dismissed)
      select * from (values ${values}) as v(project_id, language, code, total, dismissed)
      on conflict (project_id, language, code) do update set
        total = issue_counts.total + excluded.total, dismissed = issue_counts.dismissed + excluded.dismissed`);
  }
}

/**
 * Takes the issues of the values `where` selects (over `t`, the translations, and `k`, their keys)
 * out of the counts, before those values are deleted or overwritten: only rows with issues are read.
 */
export async function subtractIssuesOf(tx: Executor, where: SQL) {
  await tx.execute(sql`
    insert into issue_counts (project_id, language, code, total, dismissed)
    select k.project_id, t.language, c.code, -count(*)::int, -(count(*) filter (where c.code = any(t.dismissed_codes)))::int
    from translations t
    join translation_keys k on k.id = t.key_id
    cross join unnest(t.issue_codes) as c(code)
    where cardinality(t.issue_codes) > 0 and ${where}
    group by k.project_id, t.language, c.code
    on conflict (project_id, language, code) do update set
      total = issue_counts.total + excluded.total, dismissed = issue_counts.dismissed + excluded.dismissed`);
}

/** The kept counts of a project's languages (all without), non-zero only. */
export function issueCountsOf(db: Executor, projectId: string, languages: readonly string[] | null) {
  return db
    .select({
      language: issueCounts.language,
      code: issueCounts.code,
      total: issueCounts.total,
      dismissed: issueCounts.dismissed,
    })
    .from(issueCounts)
    .where(
      and(
        eq(issueCounts.projectId, projectId),
        gt(issueCounts.total, 0),
        languages ? inArray(issueCounts.language, [...languages]) : undefined,
      ),
    )
    .orderBy(issueCounts.language, issueCounts.code);
}
