import type { ApiFailure } from '@verba/api-client';
import {
  conflictingTranslation,
  type EditorKey,
  type EditorTranslation,
  useSetTranslation,
} from '@verba/api-client/graphql';
import { useCallback, useRef, useState } from 'react';
import { type Draft, optimistic } from './editor-model.ts';

export type SaveStatus = 'saving' | 'saved' | 'failed' | 'conflict';

/** A cell whose save ran or runs: the user's text is kept here until it is stored or they drop it. */
export interface CellSave {
  status: SaveStatus;
  keyId: string;
  language: string;
  plural: boolean;
  draft: Draft;
  reviewed: boolean;
  /** VERSION_CONFLICT: the value someone else stored meanwhile. */
  theirs?: EditorTranslation;
  failure?: ApiFailure;
}

export const cellId = (keyId: string, language: string) => `${keyId} ${language}`;

/**
 * Optimistic saves, one state per cell (saving, saved, failed, conflict). The newest known value of
 * each cell is kept here too, since a Translation has no id the Apollo cache could normalize.
 */
export function useCellSaves() {
  const [setTranslation] = useSetTranslation();
  const [saves, setSaves] = useState<Record<string, CellSave>>({});
  const [stored, setStored] = useState<Record<string, EditorTranslation>>({});
  const storedRef = useRef(stored);
  storedRef.current = stored;

  /** The newest value of a cell: the page's, or the one a save here answered, whichever is newer. */
  const translationOf = useCallback(
    (key: EditorKey, language: string): EditorTranslation | undefined => {
      const fromPage = key.translations.find((translation) => translation.language === language);
      const local = stored[cellId(key.id, language)];
      if (!local) return fromPage;
      return !fromPage || local.version >= fromPage.version ? local : fromPage;
    },
    [stored],
  );

  const put = useCallback(
    (id: string, save: CellSave | null) =>
      setSaves((current) => {
        const next = { ...current };
        if (save) next[id] = save;
        else delete next[id];
        return next;
      }),
    [],
  );

  const write = useCallback(
    async (save: Omit<CellSave, 'status'>, expectedVersion: number) => {
      const id = cellId(save.keyId, save.language);
      put(id, { ...save, status: 'saving' });
      const result = await setTranslation({
        input: {
          keyId: save.keyId,
          language: save.language,
          ...('text' in save.draft
            ? { text: save.draft.text }
            : {
                forms: Object.entries(save.draft.forms)
                  .filter(([, text]) => text)
                  .map(([category, text]) => ({ category, text: text as string })),
              }),
          ...(save.reviewed && { state: 'REVIEWED' as const }),
          expectedVersion,
        },
      });
      if (result.ok) {
        setStored((current) => ({ ...current, [id]: result.data.setTranslation }));
        put(id, { ...save, status: 'saved' });
        return;
      }
      const theirs = conflictingTranslation(result);
      if (theirs) {
        setStored((current) => ({ ...current, [id]: theirs }));
        put(id, { ...save, status: 'conflict', theirs });
      } else {
        put(id, { ...save, status: 'failed', failure: result });
      }
    },
    [setTranslation, put],
  );

  /** Saves a cell from the version it showed when editing began. */
  const save = useCallback(
    (
      key: EditorKey,
      language: string,
      draft: Draft,
      reviewed: boolean,
      from: EditorTranslation | undefined,
    ) => write({ keyId: key.id, language, plural: key.plural, draft, reviewed }, from?.version ?? 0),
    [write],
  );

  /** Sends the same text again, from the newest version known (a failed save never reached the store). */
  const retry = useCallback(
    (id: string) => {
      const current = saves[id];
      if (!current) return;
      return write(current, storedRef.current[id]?.version ?? current.theirs?.version ?? 0);
    },
    [saves, write],
  );

  /** Conflict: store the user's text (or a merged one) over theirs, knowingly. */
  const overwrite = useCallback(
    (id: string, draft?: Draft) => {
      const current = saves[id];
      if (!current?.theirs) return;
      return write({ ...current, draft: draft ?? current.draft }, current.theirs.version);
    },
    [saves, write],
  );

  /** Conflict: keep theirs; the cell shows the stored value again. */
  const takeTheirs = useCallback((id: string) => put(id, null), [put]);

  const optimisticOf = useCallback(
    (id: string, base: EditorTranslation | undefined) => {
      const current = saves[id];
      if (!current || current.status === 'saved') return base;
      return optimistic(base, current.language, current.draft, current.reviewed);
    },
    [saves],
  );

  /** A value stored elsewhere (a revert from history): the cell shows it, and its save state clears. */
  const remember = useCallback(
    (key: EditorKey, translation: EditorTranslation) => {
      const id = cellId(key.id, translation.language);
      setStored((current) => ({ ...current, [id]: translation }));
      put(id, null);
    },
    [put],
  );

  return { saves, translationOf, save, retry, overwrite, takeTheirs, optimisticOf, remember };
}

export type CellSaves = ReturnType<typeof useCellSaves>;
