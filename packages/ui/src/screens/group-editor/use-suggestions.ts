import {
  conflictingTranslation,
  type EditorKey,
  type EditorSuggestion,
  type EditorTranslation,
  useAcceptSuggestion,
  useGroupSuggestions,
  useRejectSuggestion,
} from '@verba/api-client/graphql';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../components/action/use-action.ts';
import { notify } from '../../components/toaster/notify.ts';
import { cellId } from './use-cell-saves.ts';

export type SuggestionDecision = 'accept' | 'reject';

interface EditorSuggestionsOptions {
  projectId: string;
  groupId: string;
  languages: string[];
  /** The newest known value of a cell: an accept starts from its version. */
  translationOf: (key: EditorKey, language: string) => EditorTranslation | undefined;
  /** A value the accept stored (or the one a version conflict names): the cell shows it. */
  onStored: (key: EditorKey, translation: EditorTranslation) => void;
}

/**
 * The open suggestions of the editor's cells, and a reviewer's decisions on them: one at a time,
 * a failure told in a toast (a VERSION_CONFLICT also shows the cell the value stored meanwhile).
 */
export interface EditorSuggestions {
  /** Open suggestions by cellId, oldest first. */
  byCell: ReadonlyMap<string, EditorSuggestion[]>;
  /** The suggestion whose decision is being sent. */
  deciding: string | null;
  refetch: () => void;
  decide: (kind: SuggestionDecision, key: EditorKey, suggestion: EditorSuggestion) => void;
}

export function useEditorSuggestions({
  projectId,
  groupId,
  languages,
  translationOf,
  onStored,
}: EditorSuggestionsOptions): EditorSuggestions {
  const { t } = useTranslation();
  const { suggestions, query } = useGroupSuggestions(projectId, groupId, languages);
  const [acceptSuggestion] = useAcceptSuggestion();
  const [rejectSuggestion] = useRejectSuggestion();
  const [deciding, setDeciding] = useState<string | null>(null);

  const byCell = useMemo(() => {
    const cells = new Map<string, EditorSuggestion[]>();
    for (const suggestion of suggestions) {
      const id = cellId(suggestion.keyId, suggestion.language);
      cells.set(id, [...(cells.get(id) ?? []), suggestion]);
    }
    return cells;
  }, [suggestions]);

  const decision = useAction(
    async (kind: SuggestionDecision, key: EditorKey, suggestion: EditorSuggestion) => {
      setDeciding(suggestion.id);
      try {
        if (kind === 'reject') {
          const result = await rejectSuggestion({ id: suggestion.id });
          if (result.ok) notify.success(t('projects.editor.suggestions.rejected'));
          return result;
        }
        const known = translationOf(key, suggestion.language);
        const result = await acceptSuggestion({ id: suggestion.id, expectedVersion: known?.version ?? 0 });
        if (result.ok) {
          onStored(key, result.data.acceptSuggestion);
          notify.success(t('projects.editor.suggestions.accepted'));
        } else {
          const theirs = conflictingTranslation(result);
          if (theirs) onStored(key, theirs);
        }
        return result;
      } finally {
        setDeciding(null);
      }
    },
  );

  return {
    byCell,
    deciding,
    refetch: () => void query.refetch().catch(() => undefined),
    decide: (kind: SuggestionDecision, key: EditorKey, suggestion: EditorSuggestion) =>
      void decision.run(kind, key, suggestion),
  };
}
