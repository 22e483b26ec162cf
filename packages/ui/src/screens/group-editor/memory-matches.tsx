import { type MemoryMatch, useKeyMemory } from '@verba/api-client/graphql';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextWithChips } from './editor-cell.tsx';
import { type CellAidProps, draftOfSuggestedText } from './editor-model.ts';

/** Ctrl+1…5 take the first five matches (aids contract). */
const SHORTCUT_MATCHES = 5;

/** What a match shows: a plural key's forms one after the other. */
const shownText = (match: MemoryMatch, plural: boolean) => {
  const draft = draftOfSuggestedText(match.text, plural);
  return 'text' in draft ? draft.text : Object.values(draft.forms).join(' · ');
};

/**
 * The translation memory's matches for the focused cell, best first: percentage, source project
 * and key (or an imported TMX segment), reviewed marked; Ctrl+1…5 or a match's button takes it.
 */
export function MemoryMatches(props: CellAidProps) {
  const { t } = useTranslation();
  if (props.language === null) {
    return <p className="text-sm">{t('projects.editor.memory.off')}</p>;
  }
  return <MemoryList {...props} language={props.language} />;
}

function MemoryList({
  projectId,
  groupId,
  keyId,
  plural,
  language,
  canTake,
  onTake,
}: CellAidProps & { language: string }) {
  const { t, i18n } = useTranslation();
  const { query, matches } = useKeyMemory({ projectId, groupId, keyId, language });
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });

  useEffect(() => {
    if (!canTake || !matches) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      const index = Number(event.key) - 1;
      const match =
        Number.isInteger(index) && index >= 0 && index < SHORTCUT_MATCHES ? matches[index] : undefined;
      if (!match) return;
      event.preventDefault();
      onTake(draftOfSuggestedText(match.text, plural));
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [canTake, matches, onTake, plural]);

  if (matches === null) {
    if (query.error)
      return (
        <p className="text-sm" role="alert">
          {t('projects.editor.memory.unavailable')}
        </p>
      );
    return (
      <p className="text-sm" aria-busy="true">
        {t('projects.editor.memory.loading')}
      </p>
    );
  }
  if (matches.length === 0) return <p className="text-sm">{t('projects.editor.memory.empty')}</p>;
  return (
    <ol className="flex flex-col gap-2" aria-label={t('projects.editor.memory.label')}>
      {matches.map((match, index) => {
        const origin = match.projectName
          ? t('projects.editor.memory.from', { project: match.projectName, key: match.keyName ?? '' })
          : t('projects.editor.memory.imported');
        return (
          <li
            key={`${match.projectName} ${match.keyName} ${match.source} ${match.text}`}
            className="rounded-box border border-base-300 px-2 py-1 text-sm"
          >
            <p className="flex flex-wrap items-center gap-2 text-xs">
              <span className="font-semibold">
                {percent.format(Math.floor(match.similarity * 100) / 100)}
              </span>
              {match.reviewed && (
                <span className="badge badge-success badge-sm">{t('projects.editor.memory.reviewed')}</span>
              )}
              {match.adapted && (
                <span className="badge badge-ghost badge-sm">{t('projects.editor.memory.adapted')}</span>
              )}
              <span className="text-base-content/80 wrap-anywhere">{origin}</span>
            </p>
            <p className="text-base-content/80 wrap-anywhere">
              <TextWithChips text={match.source} />
            </p>
            <p className="whitespace-pre-wrap wrap-anywhere">
              <TextWithChips text={shownText(match, plural)} />
            </p>
            {canTake && (
              <button
                type="button"
                className="btn btn-xs mt-1"
                aria-keyshortcuts={index < SHORTCUT_MATCHES ? `Control+${index + 1}` : undefined}
                onClick={() => onTake(draftOfSuggestedText(match.text, plural))}
              >
                {index < SHORTCUT_MATCHES
                  ? t('projects.editor.memory.takeShortcut', { n: index + 1 })
                  : t('projects.editor.memory.take')}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
