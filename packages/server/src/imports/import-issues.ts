import type { ImportIssue } from '@verba/contract';
import {
  CHECK_CODES,
  CHECK_SEVERITIES,
  type IssueOptions,
  type TranslationValue,
  translationIssues,
} from '@verba/formats';
import { importLimits } from './import-limits.ts';

/** The checks whose findings break the app: the only ones a preview lists (warnings are the editor's). */
const ERROR_CHECKS: ReadonlySet<string> = new Set(
  CHECK_CODES.filter((code) => CHECK_SEVERITIES[code] === 'ERROR'),
);

const clip = (text: string, chars: number) => (text.length > chars ? `${text.slice(0, chars - 1)}…` : text);

/** The issues of one file as a preview lists them: the first ones kept (shortened), the rest counted. */
export interface FileIssues {
  add(issue: ImportIssue): void;
  /** Adds the errors the checks find in a value: what would break the app (warnings are the editor's). */
  checkValue(key: string, value: TranslationValue, options: IssueOptions): void;
  listed: ImportIssue[];
  count(): number;
}

/**
 * Collects the issues of an import's files while they are found, so a file of thousands of issues
 * never holds more than the preview shows: 200 a file, 10,000 in all. Without `checks` (an apply,
 * which lists no issues) the values are not checked: a third of planning 200,000 values.
 */
export function issueCollector(checks: boolean): () => FileIssues {
  let left: number = importLimits.issuesPerImport;
  return () => {
    const listed: ImportIssue[] = [];
    let count = 0;
    const issues: FileIssues = {
      listed,
      count: () => count,
      checkValue(key, value, options) {
        if (!checks) return;
        for (const issue of translationIssues(value, { ...options, only: ERROR_CHECKS })) {
          issues.add({ key, code: issue.code, message: issue.message });
        }
      },
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
    return issues;
  };
}
