import { HttpResponse, http, sse } from 'msw';
import type { MockStore } from '../store.ts';
import { apiError } from './auth.ts';

type Listener = (event: string, data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
let sequence = 0;

/**
 * The project event streams of the mock API: a story sends an event as if another member changed
 * something (`mockEvents.send`), and every open stream of that project gets it.
 */
export const mockEvents = {
  send(projectId: string, event: string, data: unknown): void {
    for (const listener of listeners.get(projectId) ?? []) listener(event, data);
  },
  /** How many streams of the project are open: a story waits for the editor's before sending. */
  openStreams: (projectId: string) => listeners.get(projectId)?.size ?? 0,
};

/**
 * GET /api/projects/:projectId/events: open and quiet until a story sends something; POST
 * …/presence answers the signed-in account's id.
 */
export function eventHandlers(store: MockStore) {
  return [
    http.post('/api/projects/:projectId/presence', () =>
      store.session
        ? HttpResponse.json({ accountId: store.session.id })
        : apiError(401, 'You are not signed in.', 'UNAUTHENTICATED'),
    ),
    // msw's sse needs EventSource, which browsers have and Node (the mocks' unit tests) has not.
    ...(typeof EventSource === 'undefined'
      ? []
      : [
          sse('/api/projects/:projectId/events', ({ client, params, request }) => {
            const projectId = String(params.projectId);
            const listener: Listener = (event, data) => {
              sequence += 1;
              try {
                client.send({ id: String(sequence), event, data: JSON.stringify(data) } as never);
              } catch {
                // The page closed this stream (a story ended) without its request telling.
                set.delete(listener);
              }
            };
            const set = listeners.get(projectId) ?? new Set();
            set.add(listener);
            listeners.set(projectId, set);
            request.signal.addEventListener('abort', () => set.delete(listener));
          }),
        ]),
  ];
}

/** The stream cannot be reached: the editor shows its disconnected banner. */
export const eventsUnreachable = () =>
  http.get('/api/projects/:projectId/events', () => HttpResponse.error());
