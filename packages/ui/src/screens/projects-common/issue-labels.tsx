import type { IssueSeverity } from '@verba/api-client/graphql';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A check code's name for people ("End punctuation"); a code this version has no text for (a
 * newer server's) shows as the code itself.
 */
export function useIssueCodeLabel() {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code: string) => {
      const key = `projects.checks.codes.${code}`;
      return i18n.exists(key) ? t(key as never) : code;
    },
    [t, i18n],
  );
}

// An error is an octagon with a cross, a warning a triangle with a bar: told apart by shape, colour
// and the word, never colour alone. text-error and text-warning pass 4.5:1 in both themes (styles.css).
const severityIcon: Record<IssueSeverity, string> = {
  ERROR: 'M8 2h8l6 6v8l-6 6H8l-6-6V8zM9 9l6 6M15 9l-6 6',
  WARNING: 'M12 3l10 18H2zM12 10v5M12 18v.5',
};

/** The severity as an icon and its word ("Error", "Warning"), which screen readers read too. */
export function SeverityBadge({ severity }: { severity: IssueSeverity }) {
  const { t } = useTranslation();
  return (
    <span
      data-severity={severity}
      className={`inline-flex items-center gap-1 ${severity === 'ERROR' ? 'font-semibold text-error' : 'font-medium text-warning'}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={severityIcon[severity]} />
      </svg>
      {t(`projects.checks.severity.${severity}`)}
    </span>
  );
}
