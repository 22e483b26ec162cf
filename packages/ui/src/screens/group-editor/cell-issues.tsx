import type { EditorTranslation } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { SeverityBadge, useIssueCodeLabel } from '../projects-common/issue-labels.tsx';

export interface CellIssuesProps {
  issues: EditorTranslation['issues'];
  /** The key and the language's name: they name the list and each Dismiss button for screen readers. */
  keyName?: string;
  languageLabel?: string;
  /** Dismisses one warning; left out where the viewer may not dismiss (Permissions.dismissLanguages). */
  onDismiss?: (code: string) => void;
}

/**
 * A value's issues beside it (aids contract, "Checks"): each with its severity, its check and the
 * server's message; a warning can be dismissed. Dismissed warnings are not shown: they come back
 * when the text changes (the server then drops the dismissal).
 */
export function CellIssues({ issues, keyName, languageLabel, onDismiss }: CellIssuesProps) {
  const { t } = useTranslation();
  const codeLabel = useIssueCodeLabel();
  const shown = issues.filter((issue) => !issue.dismissed);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={
        keyName && languageLabel
          ? t('projects.checks.cellIssues', { key: keyName, language: languageLabel })
          : undefined
      }
      className="flex flex-col gap-1 text-xs"
    >
      {shown.map((issue) => (
        <li
          key={issue.code}
          data-severity={issue.severity}
          className={`flex flex-wrap items-center gap-x-2 gap-y-0.5 border-s-2 ps-2 ${issue.severity === 'ERROR' ? 'border-error' : 'border-warning'}`}
        >
          <SeverityBadge severity={issue.severity} />
          <span className="font-medium">{codeLabel(issue.code)}</span>
          <span className="text-base-content/80">{issue.message}</span>
          {onDismiss && issue.severity === 'WARNING' && (
            // Out of the tab order as the cell's other buttons (the grid moves between cells); Alt+D is its key.
            <button
              type="button"
              tabIndex={-1}
              className="btn btn-xs btn-ghost"
              aria-label={t('projects.checks.dismissLabel', {
                code: codeLabel(issue.code),
                key: keyName,
                language: languageLabel,
              })}
              onClick={(event) => {
                event.stopPropagation();
                onDismiss(issue.code);
              }}
            >
              {t('projects.checks.dismiss')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
