import { useTranslation } from 'react-i18next';

/** An issue of an import preview: a file import's (key always set) or a TMX file's (null: the whole file). */
export interface PreviewIssue {
  key: string | null;
  code: string;
  message: string;
  /** DUPLICATE_KEY: the lines of the key's first and later value. */
  lines?: [number, number];
}

/** A file of a preview with its issues. */
export interface IssueFile {
  path: string;
  issues: readonly PreviewIssue[];
}

interface PlacedIssue extends PreviewIssue {
  path: string;
}

/** The issues of all files by code, in the order each code first appears. */
function byCode(files: readonly IssueFile[]): Map<string, PlacedIssue[]> {
  const groups = new Map<string, PlacedIssue[]>();
  for (const file of files) {
    for (const issue of file.issues)
      groups.set(issue.code, [...(groups.get(issue.code) ?? []), { ...issue, path: file.path }]);
  }
  return groups;
}

const csvCell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The issues as a CSV file (file, key, code, message), one line each, for a spreadsheet. */
export function issuesCsv(files: readonly IssueFile[]): string {
  const lines = [['file', 'key', 'code', 'message']];
  for (const file of files) {
    for (const issue of file.issues) lines.push([file.path, issue.key ?? '', issue.code, issue.message]);
  }
  return `${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export interface ImportIssueGroupsProps {
  files: readonly IssueFile[];
  /** A group's summary; default "CODE: n keys". */
  groupLabel?: (code: string, count: number) => string;
}

/**
 * The preview's issues grouped by code with their counts, each group opening to its keys (or a
 * TMX file's units), and the CSV of them all.
 */
export function ImportIssueGroups({ files, groupLabel }: ImportIssueGroupsProps) {
  const { t } = useTranslation();
  const groups = byCode(files);
  if (groups.size === 0) return null;
  const message = (issue: PlacedIssue) =>
    issue.code === 'DUPLICATE_KEY' && issue.lines
      ? t('projects.transfer.duplicateKey', { first: issue.lines[0], later: issue.lines[1] })
      : issue.message;
  return (
    <section aria-labelledby="import-issues" className="flex flex-col gap-2">
      <h4 id="import-issues" className="font-bold">
        {t('projects.transfer.issuesHeading')}
      </h4>
      {[...groups].map(([code, issues]) => (
        <details key={code} className="text-sm">
          <summary className="cursor-pointer">
            {groupLabel
              ? groupLabel(code, issues.length)
              : t('projects.transfer.issueGroup', { code, count: issues.length })}
          </summary>
          <ul className="mt-1 flex flex-col gap-1 ps-4">
            {issues.map((issue) => (
              <li key={`${issue.path} ${issue.key} ${issue.lines ?? ''}`} className="break-words">
                <span className="break-all font-mono">
                  {issue.key === null ? issue.path : `${issue.path} · ${issue.key}`}
                </span>
                : {message(issue)}
              </li>
            ))}
          </ul>
        </details>
      ))}
      <a
        className="link self-start text-sm"
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(issuesCsv(files))}`}
        download="import-issues.csv"
      >
        {t('projects.transfer.issuesCsv')}
      </a>
    </section>
  );
}
