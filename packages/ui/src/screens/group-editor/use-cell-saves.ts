import type { ApiFailure } from '@verba/api-client';
import {
  conflictingTranslation,
  type EditorKey,
  type EditorTranslation,
  useSetTranslation,
  useSuggestTranslation,
} from '@verba/api-client/graphql';
import { useCallback, useRef, useState } from 'react';
import { type Draft, optimistic } from './editor-model.ts';

/**
 * `suggested`: stored as a suggestion (translators suggest, reviewers decide); the value stays.
 * `accepted` and `rejected`: a reviewer has decided on it since.
 */
export type SaveStatus = 'saving' | 'saved' | 'suggested' | 'accepted' | 'rejected' | 'failed' | 'conflict';

/** A cell whose save ran or runs: the user's text is kept here until it is stored or they drop it. */
export interface CellSave {
  status: SaveStatus;
  keyId: string;
  language: string;
  plural: boolean;
  draft: Draft;
  reviewed: boolean;
  /** MEMORY or MACHINE: the draft is an aid's text, taken unchanged; a person's otherwise. */
  origin?: TakenOrigin;
  /** VERSION_CONFLICT: the value someone else stored meanwhile. */
  theirs?: EditorTranslation;
  failure?: ApiFailure;
  /** `suggested`: the suggestion it became, whose decision the project's events tell. */
  suggestionId?: string;
}

export const cellId = (keyId: string, language: string) => `${keyId} ${language}`;

/** Where a taken text came from: the side panel's memory or machine suggestion. */
export type TakenOrigin = 'MEMORY' | 'MACHINE';

/** The text or plural forms of a draft, as a save or a suggestion sends them. */
const proposalOf = (draft: Draft) =>
  'text' in draft
    ? { text: draft.text }
    : {
        forms: Object.entries(draft.forms)
          .filter(([, text]) => text)
          .map(([category, text]) => ({ category, text: text as string })),
      };

/**
 * Optimistic saves, one state per cell (saving, saved, suggested, failed, conflict). The newest
 * known value of each cell is kept here too, since a Translation has no id the Apollo cache could
 * normalize. With `suggest` (a translator where translators suggest), a save becomes a suggestion;
 * a save the server answers SUGGESTIONS_ONLY (the setting changed meanwhile) becomes one too.
 */
export function useCellSaves({ suggest = false }: { suggest?: boolean } = {}) {
  const [setTranslation] = useSetTranslation();
  const [suggestTranslation] = useSuggestTranslation();
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
      const proposal = { keyId: save.keyId, language: save.language, ...proposalOf(save.draft) };
      const result = suggest
        ? null
        : await setTranslation({
            input: {
              ...proposal,
              ...(save.reviewed && { state: 'REVIEWED' as const }),
              ...(save.origin && { origin: save.origin }),
              expectedVersion,
            },
          });
      if (!result || (!result.ok && result.code === 'SUGGESTIONS_ONLY')) {
        const suggested = await suggestTranslation({ input: proposal });
        put(
          id,
          suggested.ok
            ? { ...save, status: 'suggested', suggestionId: suggested.data.suggestTranslation.id }
            : { ...save, status: 'failed', failure: suggested },
        );
        return;
      }
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
    [setTranslation, suggestTranslation, suggest, put],
  );

  /** Saves a cell from the version it showed when editing began. */
  const save = useCallback(
    (
      key: EditorKey,
      language: string,
      draft: Draft,
      reviewed: boolean,
      from: EditorTranslation | undefined,
      origin?: TakenOrigin,
    ) =>
      write(
        { keyId: key.id, language, plural: key.plural, draft, reviewed, ...(origin && { origin }) },
        from?.version ?? 0,
      ),
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
      if (!current || ['saved', 'suggested', 'accepted', 'rejected'].includes(current.status)) return base;
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

  /** A value stored by someone else (the live stream): shown if newer; a draft or open save is kept. */
  const receive = useCallback((keyId: string, translation: EditorTranslation) => {
    const id = cellId(keyId, translation.language);
    setStored((current) => {
      const known = current[id];
      return known && known.version >= translation.version ? current : { ...current, [id]: translation };
    });
  }, []);

  /** A reviewer decided on a suggestion (the live stream): the cell that sent it says how. */
  const decided = useCallback((suggestionId: string, status: 'OPEN' | 'ACCEPTED' | 'REJECTED') => {
    if (status === 'OPEN') return;
    setSaves((current) => {
      const entry = Object.entries(current).find(([, save]) => save.suggestionId === suggestionId);
      if (entry?.[1].status !== 'suggested') return current;
      const [id, save] = entry;
      return { ...current, [id]: { ...save, status: status === 'ACCEPTED' ? 'accepted' : 'rejected' } };
    });
  }, []);

  return {
    saves,
    translationOf,
    save,
    retry,
    overwrite,
    takeTheirs,
    optimisticOf,
    remember,
    receive,
    decided,
  };
}

export type CellSaves = ReturnType<typeof useCellSaves>;
