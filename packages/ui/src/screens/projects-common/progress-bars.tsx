import type { LanguageProgressFieldsFragment } from '@verba/api-client/graphql';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from './languages.ts';

export interface ProgressBarsProps {
  /** One entry per language, as Project.progress and Group.progress answer it. */
  progress: readonly LanguageProgressFieldsFragment[];
  /** Names the list, e.g. "Progress of Landing page". */
  label: string;
  /** This language's bar says "(base)". */
  baseLanguage?: string;
  /** compact: the small bars of a card. */
  size?: 'default' | 'compact';
}

/** Whole percent, rounded down: 99.6 % is not shown as done. */
const ratioOf = ({ translated, total }: LanguageProgressFieldsFragment) =>
  total === 0 ? 0 : Math.floor((translated * 100) / total) / 100;

/**
 * A labelled bar per language with its numbers as text (percent, translated of total, outdated,
 * complete), so the state never rests on colour alone. The project page, the dashboard's cards
 * and the group page show it.
 */
export function ProgressBars({ progress, label, baseLanguage, size = 'default' }: ProgressBarsProps) {
  const { i18n } = useTranslation();
  const percent = useMemo(
    () => new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }),
    [i18n.language],
  );
  return (
    <ul aria-label={label} className={['flex flex-col', size === 'compact' ? 'gap-2' : 'gap-3'].join(' ')}>
      {progress.map((entry) => (
        <ProgressRow
          key={entry.language}
          entry={entry}
          isBase={entry.language === baseLanguage}
          percent={percent.format(ratioOf(entry))}
          size={size}
        />
      ))}
    </ul>
  );
}

interface ProgressRowProps {
  entry: LanguageProgressFieldsFragment;
  isBase: boolean;
  percent: string;
  size: 'default' | 'compact';
}

function ProgressRow({ entry, isBase, percent, size }: ProgressRowProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const name = languageName(entry.language, i18n.language);
  const complete = entry.total > 0 && entry.translated >= entry.total;
  const details = [
    t('projects.progress.summary', { percent, translated: entry.translated, total: entry.total }),
    entry.outdated > 0 && t('projects.progress.outdated', { count: entry.outdated }),
    complete && t('projects.progress.complete'),
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-1">
      <div
        className={[
          'flex flex-wrap justify-between gap-x-4',
          size === 'compact' ? 'text-xs' : 'text-sm',
        ].join(' ')}
      >
        <span id={`${id}-name`} className="font-medium">
          {isBase ? t('projects.progress.base', { language: name }) : name}
        </span>
        <span id={`${id}-text`} className="text-base-content/80">
          {complete && <span aria-hidden="true">✓ </span>}
          {details.join(' · ')}
        </span>
      </div>
      <progress
        className={[
          'progress w-full',
          complete ? 'progress-success' : 'progress-primary',
          size === 'compact' ? 'h-1.5' : 'h-2.5',
        ].join(' ')}
        max={Math.max(entry.total, 1)}
        value={entry.translated}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-text`}
      />
    </li>
  );
}
