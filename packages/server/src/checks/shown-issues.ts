import type { IssueSeverity, TranslationIssue } from '@verba/formats';
import type { CheckRules } from './check-rules.ts';

/** TranslationIssue as GraphQL answers it. */
export interface IssueView {
  code: string;
  message: string;
  severity: IssueSeverity;
  dismissed: boolean;
}

/**
 * A value's issues as the project's rules show them: disabled checks left out, severities as set,
 * and a dismissal counting only for a warning (an error cannot be dismissed; a check made an error
 * after a dismissal shows it again).
 */
export function shownIssues(
  issues: readonly TranslationIssue[],
  dismissedCodes: readonly string[],
  rules: CheckRules,
): IssueView[] {
  const shown: IssueView[] = [];
  for (const issue of issues) {
    const rule = rules.get(issue.code);
    if (rule && !rule.enabled) continue;
    const severity = rule?.severity ?? issue.severity;
    shown.push({
      code: issue.code,
      message: issue.message,
      severity,
      dismissed: severity === 'WARNING' && dismissedCodes.includes(issue.code),
    });
  }
  return shown;
}
