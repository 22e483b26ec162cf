import type { ApiClient } from './api-client.ts';
import { CliError, EXIT } from './exit-codes.ts';
import type { Output } from './output.ts';

/** One count of the project's issueSummary (aids contract): not dismissed, non-zero. */
export interface IssueCount {
  language: string;
  code: string;
  severity: 'ERROR' | 'WARNING';
  count: number;
}

export interface IssueReport {
  errors: number;
  warnings: number;
  counts: IssueCount[];
}

const summaryQuery =
  'query ($id: ID!) { project(id: $id) { issueSummary { language code severity count } } }';

/** The project's check counts, read from the kept counts through GraphQL (a READ key may). */
export async function issueReport(api: ApiClient, projectId: string): Promise<IssueReport> {
  const answer = await api.json<{
    data?: { project: { issueSummary: IssueCount[] } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  }>('POST', '/api/graphql', { json: { query: summaryQuery, variables: { id: projectId } } });
  const [error] = answer.errors ?? [];
  const counts = answer.data?.project?.issueSummary;
  if (error || !counts) {
    throw new CliError(
      `Verba refused the check counts: ${error?.message ?? 'no answer'}`,
      EXIT.connection,
      error?.extensions?.code,
    );
  }
  const sum = (severity: IssueCount['severity']) =>
    counts.filter((count) => count.severity === severity).reduce((total, count) => total + count.count, 0);
  return { errors: sum('ERROR'), warnings: sum('WARNING'), counts };
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Prints the counts, errors per language and code, and answers whether an error fails the run. */
export function printIssues(output: Output, report: IssueReport): boolean {
  const line = `checks: ${plural(report.errors, 'error')}, ${plural(report.warnings, 'warning')}.`;
  if (report.errors === 0) {
    output.info(line);
    return false;
  }
  const errors = report.counts
    .filter((count) => count.severity === 'ERROR')
    .map((count) => `  ${count.language} ${count.code}: ${count.count}`);
  output.warn(`${line}\n${errors.join('\n')}`);
  return true;
}
