import { type MockStore, type MockValue, mockEvents } from '@verba/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { STORY_PROJECT } from './editor-story-store.ts';

// Another member's work, as the editor stories send it: the value stored as the server would,
// then the event the server would send.

/** Stores a value as another member's save would, and sends its `translation` event. */
export async function savedByOther(
  store: MockStore,
  keyId: string,
  language: string,
  text: string,
  version: number,
) {
  await waitFor(() => expect(mockEvents.openStreams(STORY_PROJECT)).toBeGreaterThan(0));
  const stored: MockValue = {
    text,
    forms: null,
    state: 'TRANSLATED',
    outdated: false,
    version,
    updatedAt: '2026-03-02T10:00:00.000Z',
  };
  store.workspace.values[`${keyId} ${language}`] = stored;
  mockEvents.send(STORY_PROJECT, 'translation', {
    keyId,
    groupId: 'group-landing',
    language,
    text,
    forms: null,
    state: 'TRANSLATED',
    outdated: false,
    version,
    updatedAt: stored.updatedAt,
    issues: [],
    by: 'account-other',
  });
}

/**
 * Waits until the editor has handled every event sent before: the stream delivers them in order,
 * so once another member's later save to hero.title in French shows in its cell, the earlier
 * ones have been handled. A play asserting that an event changed nothing waits for this, not a while.
 */
export async function earlierEventsHandled(canvasElement: HTMLElement, store: MockStore) {
  // The next version of the value, so each call shows a text of its own (the same in every run).
  const version = (store.workspace.values['key-title fr-FR']?.version ?? 0) + 1;
  const text = `Des traductions sans chaos (${version})`;
  await savedByOther(store, 'key-title', 'fr-FR', text, version);
  const grid = await within(canvasElement).findByRole('grid');
  const row = (await within(grid).findByRole('button', { name: 'hero.title' })).closest('[role="row"]');
  await waitFor(() => expect(within(row as HTMLElement).getAllByRole('gridcell')[3]).toHaveTextContent(text));
}
