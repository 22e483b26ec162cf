import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/test-app.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';

export const issueFields = 'issues { code message severity dismissed }';

export interface IssueAnswer {
  code: string;
  message: string;
  severity: 'ERROR' | 'WARNING';
  dismissed: boolean;
}

export async function issueSummary(t: TestApp, cookies: Cookies, projectId: string, languages?: string[]) {
  return (
    await ok<{
      project: { issueSummary: { language: string; code: string; severity: string; count: number }[] };
    }>(
      t,
      cookies,
      'query ($id: ID!, $l: [String!]) { project(id: $id) { issueSummary(languages: $l) { language code severity count } } }',
      { id: projectId, l: languages ?? null },
    )
  ).project.issueSummary;
}

export const dismissMutation =
  'mutation ($p: ID!, $items: [IssueRef!]!) { dismissIssues(projectId: $p, items: $items) }';

/**
 * The counts a scan of the project's values gives (what issueSummary would be without settings or
 * dismissals): the kept counts must always equal it.
 */
export async function scannedCounts(t: TestApp, projectId: string) {
  const result = await t.database.db.execute(sql`
    select t.language, c.code, count(*)::int as total,
      (count(*) filter (where c.code = any(t.dismissed_codes)))::int as dismissed
    from translations t join translation_keys k on k.id = t.key_id cross join unnest(t.issue_codes) as c(code)
    where k.project_id = ${projectId}::uuid group by 1, 2 order by 1, 2`);
  return (result as unknown as { rows: unknown[] }).rows;
}

export async function keptCounts(t: TestApp, projectId: string) {
  const result = await t.database.db.execute(sql`
    select language, code, total, dismissed from issue_counts
    where project_id = ${projectId}::uuid and (total <> 0 or dismissed <> 0) order by 1, 2`);
  return (result as unknown as { rows: unknown[] }).rows;
}
