import type { EditorKey, EditorTranslation } from '@verba/api-client/graphql';
import { useTranslation } from 'react-i18next';
import type { CellTab } from './cell-side-panel.tsx';
import { CommentThread } from './comment-thread.tsx';
import { GlossaryTerms } from './glossary-terms.tsx';
import { KeyHistory } from './key-history.tsx';
import { MachineSuggestions } from './machine-suggestions.tsx';
import { MemoryMatches } from './memory-matches.tsx';
import { SuggestionList } from './suggestion-list.tsx';
import { cellId } from './use-cell-saves.ts';
import type { EditorSuggestions } from './use-suggestions.ts';

export interface CellTabsOptions {
  projectId: string;
  groupId: string;
  /** The languages shown, base first: the comment thread's choices. */
  languages: string[];
  translateLanguages: readonly string[];
  translationOf: (key: EditorKey, language: string) => EditorTranslation | undefined;
  onReverted: (key: EditorKey, translation: EditorTranslation) => void;
  suggestions: EditorSuggestions;
}

/**
 * The side panel's tabs for the focused cell, in order. A translator aid (memory, machine,
 * glossary) is one more entry here: an id, a label, and what it shows for the cell.
 */
export function useCellTabs(options: CellTabsOptions): CellTab[] {
  const { t } = useTranslation();
  const { projectId, groupId, languages, translateLanguages, translationOf, onReverted } = options;
  const { byCell, deciding, decide } = options.suggestions;
  return [
    {
      id: 'history',
      label: t('projects.editor.sidePanel.history'),
      render: ({ key }) => (
        <KeyHistory
          key={key.id}
          projectId={projectId}
          groupId={groupId}
          editorKey={key}
          translationOf={translationOf}
          onReverted={onReverted}
          translateLanguages={translateLanguages}
        />
      ),
    },
    {
      id: 'comments',
      label: t('projects.editor.sidePanel.comments'),
      render: ({ key, column }) => (
        <CommentThread
          // A new cell starts a new thread, on its own language.
          key={`${key.id} ${column?.tag ?? ''}`}
          projectId={projectId}
          groupId={groupId}
          editorKey={key}
          languages={languages}
          language={column?.tag ?? null}
        />
      ),
    },
    {
      id: 'suggestions',
      label: t('projects.editor.sidePanel.suggestions'),
      render: ({ key, column }) => {
        const open = column ? (byCell.get(cellId(key.id, column.tag)) ?? []) : [];
        if (!column || open.length === 0)
          return <p className="text-sm">{t('projects.editor.sidePanel.noSuggestions')}</p>;
        return (
          <SuggestionList
            suggestions={open}
            canDecide={Boolean(column.canReview)}
            deciding={deciding}
            onDecide={(kind, suggestion) => decide(kind, key, suggestion)}
          />
        );
      },
    },
    {
      id: 'memory',
      label: t('projects.editor.sidePanel.memory'),
      render: ({ key, column, fill }) => (
        <MemoryMatches
          projectId={projectId}
          groupId={groupId}
          keyId={key.id}
          plural={key.plural}
          language={column && !column.isBase ? column.tag : null}
          canTake={Boolean(column && !column.isReadOnly)}
          onTake={(draft) => fill(draft, 'MEMORY')}
        />
      ),
    },
    {
      id: 'machine',
      label: t('projects.editor.sidePanel.machine'),
      render: ({ key, column, fill }) => (
        <MachineSuggestions
          projectId={projectId}
          groupId={groupId}
          keyId={key.id}
          plural={key.plural}
          language={column && !column.isBase ? column.tag : null}
          canTake={Boolean(column && !column.isReadOnly)}
          onTake={(draft) => fill(draft, 'MACHINE')}
        />
      ),
    },
    {
      id: 'glossary',
      label: t('projects.editor.sidePanel.glossary'),
      render: ({ key, column }) => (
        <GlossaryTerms
          projectId={projectId}
          groupId={groupId}
          keyId={key.id}
          language={column && !column.isBase ? column.tag : null}
        />
      ),
    },
  ];
}
