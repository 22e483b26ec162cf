import type { ImportIssue } from '@verba/contract';
import { importLimits } from './import-limits.ts';

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/** The issues of one file as a preview lists them: the first ones kept (shortened), the rest counted. */
export interface FileIssues {
  add(issue: ImportIssue): void;
  listed: ImportIssue[];
  count(): number;
}

/**
 * Collects the issues of an import's files while they are found, so a file of thousands of issues
 * never holds more than the preview shows: 200 a file, 10,000 in all.
 */
export function issueCollector(): () => FileIssues {
  let left: number = importLimits.issuesPerImport;
  return () => {
    const listed: ImportIssue[] = [];
    let count = 0;
    return {
      listed,
      count: () => count,
      add(issue) {
        count += 1;
        if (listed.length >= importLimits.issuesPerFile || left <= 0) return;
        left -= 1;
        listed.push({
          ...issue,
          key: clip(issue.key, importLimits.issueKeyChars),
          message: clip(issue.message, importLimits.issueMessageChars),
        });
      },
    };
  };
}
