import { useApolloClient } from '@apollo/client/react';
import {
  type CommentEvent,
  type EditorKey,
  type PresenceEvent,
  type TranslationEvent,
  useProjectEvents,
} from '@verba/api-client/graphql';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CellSaves, cellId } from './use-cell-saves.ts';

/** How long a cell another member changed stays highlighted. */
export const LIVE_HIGHLIGHT_MS = 2000;

/** Calls `run` at most once per `ms`, the last call of a burst always running. */
function useThrottled(run: () => void, ms: number): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useCallback(() => {
    if (timer.current) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      runRef.current();
    }, ms);
  }, [ms]);
}

interface LiveUpdatesOptions {
  projectId: string;
  groupId: string;
  keys: readonly EditorKey[];
  saves: CellSaves;
  onPresence?: (event: PresenceEvent) => void;
  /** A suggestion was made, accepted or rejected in the project. */
  onSuggestion?: () => void;
  /** A comment was added, resolved or deleted: the key's open-comment badge asks again. */
  onComment?: (event: CommentEvent) => void;
}

/**
 * The editor, live: values other members save land in their cells (highlighted for a moment),
 * the progress and the key list follow, a recheck's new issues and `reset` reload what the editor shows. What the viewer
 * types lives in the grid's own state and is never touched; the version check decides their save.
 */
export function useLiveUpdates({
  projectId,
  groupId,
  keys,
  saves,
  onPresence,
  onSuggestion,
  onComment,
}: LiveUpdatesOptions) {
  const client = useApolloClient();
  const [liveCells, setLiveCells] = useState<ReadonlySet<string>>(() => new Set());
  const keysRef = useRef(keys);
  keysRef.current = keys;
  const savesRef = useRef(saves);
  savesRef.current = saves;

  const refetchProgress = useThrottled(
    () => void client.refetchQueries({ include: ['GroupProgress'] }).catch(() => undefined),
    500,
  );
  const refetchKeys = useThrottled(
    () =>
      void client
        .refetchQueries({ include: ['GroupKeys', 'GroupEditor', 'GroupProgress', 'GroupSuggestions'] })
        .catch(() => undefined),
    500,
  );

  // An open key panel shows the thread; other comments only change counts it does not show.
  const refetchComments = useThrottled(
    () => void client.refetchQueries({ include: ['KeyComments'] }).catch(() => undefined),
    300,
  );

  // A suggestion event names no group: a burst of them costs the editor one reload of its list.
  const suggestionChanged = useThrottled(() => onSuggestion?.(), 300);

  const highlight = useCallback((id: string) => {
    setLiveCells((current) => new Set(current).add(id));
    setTimeout(
      () =>
        setLiveCells((current) => {
          const next = new Set(current);
          next.delete(id);
          return next;
        }),
      LIVE_HIGHLIGHT_MS,
    );
  }, []);

  const onTranslation = useCallback(
    ({ keyId, groupId: ofGroup, by: _by, ...value }: TranslationEvent) => {
      if (ofGroup !== groupId) return;
      refetchProgress();
      const key = keysRef.current.find((candidate) => candidate.id === keyId);
      if (!key) return;
      const id = cellId(keyId, value.language);
      const known = savesRef.current.translationOf(key, value.language);
      // The viewer's own save answers with the same version; only news is highlighted.
      const isNews = !known || known.version < value.version;
      savesRef.current.receive(keyId, { __typename: 'Translation', ...value });
      if (isNews && savesRef.current.saves[id]?.status !== 'saving') highlight(id);
    },
    [groupId, highlight, refetchProgress],
  );

  const status = useProjectEvents(projectId, {
    translation: onTranslation,
    key: (event) => {
      if (event.groupId === groupId || keysRef.current.some((key) => key.id === event.keyId)) refetchKeys();
    },
    import: (event) => {
      if (event.groupIds.includes(groupId)) refetchKeys();
    },
    // A recheck (a glossary or check setting changed) tells groups, not values: the page asks again.
    issues: (event) => {
      if (event.groupIds === null || event.groupIds.includes(groupId)) refetchKeys();
    },
    reset: refetchKeys,
    presence: onPresence,
    comment: (event) => {
      refetchComments();
      onComment?.(event);
    },
    suggestion: (event) => {
      savesRef.current.decided(event.suggestionId, event.status);
      suggestionChanged();
    },
  });

  return { status, liveCells };
}
