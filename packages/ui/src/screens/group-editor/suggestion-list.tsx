import type { EditorSuggestion } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import { TextWithChips } from './editor-cell.tsx';
import type { SuggestionDecision } from './use-suggestions.ts';

export interface SuggestionListProps {
  suggestions: readonly EditorSuggestion[];
  /** The viewer may decide here (REVIEWER of this language and above): Accept and Reject. */
  canDecide: boolean;
  /** The suggestion whose decision is being sent, if any. */
  deciding: string | null;
  onDecide: (kind: SuggestionDecision, suggestion: EditorSuggestion) => void;
  /** In a grid cell the buttons leave the tab order to the grid (Alt+A, Alt+R); in the side panel they are in it. */
  inGrid?: boolean;
}

/**
 * The open suggestions of one value, under it: the text and its author, and for a reviewer Accept
 * and Reject (Alt+A and Alt+R act on the first from the grid).
 */
export function SuggestionList({
  suggestions,
  canDecide,
  deciding,
  onDecide,
  inGrid = false,
}: SuggestionListProps) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-col gap-1" aria-label={t('projects.editor.suggestions.label')}>
      {suggestions.map((suggestion) => {
        const by = suggestion.by ?? t('projects.editor.history.someone');
        const isDeciding = deciding === suggestion.id;
        return (
          <li
            key={suggestion.id}
            className="rounded-box border border-base-300 border-dashed px-2 py-1 text-sm"
            aria-busy={isDeciding || undefined}
          >
            {suggestion.forms ? (
              <ul>
                {suggestion.forms.map((form) => (
                  <li key={form.category}>
                    <span className="text-base-content/70 text-xs">{form.category}: </span>
                    <TextWithChips text={form.text} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="whitespace-pre-wrap break-words">
                <TextWithChips text={suggestion.text ?? ''} />
              </p>
            )}
            <p className="flex flex-wrap items-center gap-2 text-base-content/80 text-xs">
              <span>{t('projects.editor.suggestions.by', { by })}</span>
              {isDeciding && <span>{t('projects.editor.suggestions.deciding')}</span>}
              {canDecide && !isDeciding && (
                <>
                  <button
                    type="button"
                    tabIndex={inGrid ? -1 : undefined}
                    className="btn btn-xs btn-outline"
                    aria-label={t('projects.editor.suggestions.acceptLabel', { by })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDecide('accept', suggestion);
                    }}
                  >
                    {t('projects.editor.suggestions.accept')}
                  </button>
                  <button
                    type="button"
                    tabIndex={inGrid ? -1 : undefined}
                    className="btn btn-xs btn-ghost"
                    aria-label={t('projects.editor.suggestions.rejectLabel', { by })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onDecide('reject', suggestion);
                    }}
                  >
                    {t('projects.editor.suggestions.reject')}
                  </button>
                </>
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
