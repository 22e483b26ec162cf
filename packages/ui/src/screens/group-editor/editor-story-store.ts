import {
  type CreateStoreOptions,
  createHandlers,
  createStore,
  type MockStore,
  sampleWorkspace,
} from '@verba/mocks';
import type { RequestHandler } from 'msw';
import { forgetStoredColumns } from './editor-model.ts';

/** The `msw` a story's beforeEach is given. */
export type StoryMsw = { use: (...handlers: RequestHandler[]) => void };

/** The project the editor stories open. */
export const STORY_PROJECT = 'project-website';

/**
 * Serves an editor story from a fresh signed-in store (the sample workspace unless told), with
 * every language shown: the editor remembers its columns per project. Returns the store, for plays
 * that change it as the server would.
 */
export function serveEditorStore(
  msw: StoryMsw,
  options: Omit<CreateStoreOptions, 'signedIn'> = {},
): MockStore {
  forgetStoredColumns();
  const store = createStore({ signedIn: true, workspace: sampleWorkspace(), ...options });
  msw.use(...createHandlers(store));
  return store;
}
