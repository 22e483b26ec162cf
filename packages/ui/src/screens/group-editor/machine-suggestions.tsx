import { type MachineSuggestion, useKeyMachine } from '@verba/api-client/graphql';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextWithChips } from './editor-cell.tsx';
import { type CellAidProps, draftOfSuggestedText } from './editor-model.ts';

/** README's section on configuring providers: "no provider configured" links there. */
export const MACHINE_SETUP_URL = 'https://github.com/verba-app/verba#machine-translation';

/** A suggestion whose placeholders or tags came back broken: marked, and never taken by shortcut. */
export const isDamaged = (suggestion: MachineSuggestion) =>
  suggestion.issues.some((issue) => issue.code.startsWith('PLACEHOLDER_') || issue.code === 'TAG_MISMATCH');

/**
 * The machine's suggestions for the focused cell, one per configured provider: a failed provider
 * says why, a damaged answer is marked with its issues; Ctrl+Alt+1…3 takes an undamaged one.
 */
export function MachineSuggestions(props: CellAidProps) {
  const { t } = useTranslation();
  if (props.language === null) return <p className="text-sm">{t('projects.editor.machine.off')}</p>;
  return <MachineList {...props} language={props.language} />;
}

function MachineList({
  projectId,
  groupId,
  keyId,
  plural,
  language,
  canTake,
  onTake,
}: CellAidProps & { language: string }) {
  const { t } = useTranslation();
  const providerNames: Record<string, string> = {
    deepl: t('projects.editor.machine.provider.deepl'),
    libretranslate: t('projects.editor.machine.provider.libretranslate'),
    openai: t('projects.editor.machine.provider.openai'),
  };
  const { query, suggestions } = useKeyMachine({ projectId, groupId, keyId, language });

  useEffect(() => {
    if (!canTake || !suggestions) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey && event.altKey) || event.shiftKey || !event.code.startsWith('Digit')) return;
      const suggestion = suggestions[Number(event.code.slice(5)) - 1];
      if (!suggestion?.text || isDamaged(suggestion)) return;
      event.preventDefault();
      onTake(draftOfSuggestedText(suggestion.text, plural));
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [canTake, suggestions, onTake, plural]);

  if (suggestions === null) {
    if (query.error && !query.loading)
      return (
        <p className="text-sm" role="alert">
          {t('projects.editor.machine.unavailable')}
        </p>
      );
    return (
      <p className="text-sm" aria-busy="true">
        {t('projects.editor.machine.loading')}
      </p>
    );
  }
  if (suggestions.length === 0)
    return (
      <p className="text-sm">
        {t('projects.editor.machine.none')}{' '}
        <a className="link" href={MACHINE_SETUP_URL} target="_blank" rel="noreferrer">
          {t('projects.editor.machine.setUp')}
        </a>
      </p>
    );
  return (
    <ol className="flex flex-col gap-2" aria-label={t('projects.editor.machine.label')}>
      {suggestions.map((suggestion, index) => {
        const damaged = isDamaged(suggestion);
        const forms = suggestion.text ? draftOfSuggestedText(suggestion.text, plural) : null;
        const shown = forms && ('text' in forms ? forms.text : Object.values(forms.forms).join(' · '));
        return (
          <li key={suggestion.provider} className="rounded-box border border-base-300 px-2 py-1 text-sm">
            <p className="flex flex-wrap items-center gap-2 text-xs">
              <span className="font-semibold">
                {providerNames[suggestion.provider] ?? suggestion.provider}
              </span>
              {damaged && (
                <span className="badge badge-error badge-sm">{t('projects.editor.machine.damaged')}</span>
              )}
            </p>
            {suggestion.error && <p className="text-error">{suggestion.error}</p>}
            {shown !== null && (
              <p className="whitespace-pre-wrap wrap-anywhere">
                <TextWithChips text={shown} />
              </p>
            )}
            {suggestion.issues.length > 0 && (
              <ul className="list-disc ps-4 text-xs" aria-label={t('projects.editor.machine.issues')}>
                {suggestion.issues.map((issue) => (
                  <li key={issue.code}>{issue.message}</li>
                ))}
              </ul>
            )}
            {canTake && forms && (
              <button
                type="button"
                className="btn btn-xs mt-1"
                aria-keyshortcuts={damaged ? undefined : `Control+Alt+${index + 1}`}
                onClick={() => onTake(forms)}
              >
                {damaged
                  ? t('projects.editor.machine.takeDamaged')
                  : t('projects.editor.machine.takeShortcut', { n: index + 1 })}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
