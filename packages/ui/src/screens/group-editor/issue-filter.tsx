import type { IssueSeverity } from '@verba/api-client/graphql';
import { CHECK_CODES } from '@verba/formats';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useIssueCodeLabel } from '../projects-common/issue-labels.tsx';

/** Which issues the "With issues" filter keeps: one check, one severity, or any. */
export interface IssueFilterValue {
  code: string | null;
  severity: IssueSeverity | null;
}

export interface IssueFilterProps {
  value: IssueFilterValue;
  onChange: (value: IssueFilterValue) => void;
}

const SEVERITIES: readonly IssueSeverity[] = ['ERROR', 'WARNING'];

const optionOf = ({ code, severity }: IssueFilterValue) =>
  code ? `code:${code}` : severity ? `severity:${severity}` : '';

function filterOf(option: string): IssueFilterValue {
  if (option.startsWith('code:')) return { code: option.slice(5), severity: null };
  const severity = option.slice(9) as IssueSeverity;
  return { code: null, severity: SEVERITIES.includes(severity) ? severity : null };
}

/**
 * The toolbar's "Check" filter beside "With issues": every check, errors or warnings only, or one
 * check (aids contract: "a filter per code"). One select, so the toolbar stays one row.
 */
export function IssueFilter({ value, onChange }: IssueFilterProps) {
  const { t } = useTranslation();
  const codeLabel = useIssueCodeLabel();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      {/* Named for screen readers only: its options ("Any check", "Errors only") say what it is. */}
      <label htmlFor={id} className="sr-only">
        {t('projects.checks.filter')}
      </label>
      <select
        id={id}
        className="select select-sm w-auto max-w-40"
        value={optionOf(value)}
        onChange={(event) => onChange(filterOf(event.currentTarget.value))}
      >
        <option value="">{t('projects.checks.filterAny')}</option>
        <option value="severity:ERROR">{t('projects.checks.filterErrors')}</option>
        <option value="severity:WARNING">{t('projects.checks.filterWarnings')}</option>
        <optgroup label={t('projects.checks.filterOne')}>
          {CHECK_CODES.map((code) => (
            <option key={code} value={`code:${code}`}>
              {codeLabel(code)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}
