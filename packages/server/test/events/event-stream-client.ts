import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { person } from '../teams/team-client.ts';

export interface StreamEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** An open text/event-stream read as it arrives: its events, comment lines, and whether it ended. */
export interface EventStreamReader {
  status: number;
  events: StreamEvent[];
  comments: string[];
  ended: Promise<void>;
  /**
   * The first event (already read or still to come) that matches; a failure if the stream ends
   * first. No clock of its own: the test's timeout bounds the wait, so a loaded machine is slower,
   * not red.
   */
  next(match: (event: StreamEvent) => boolean): Promise<StreamEvent>;
  close(): void;
}

/** The base URL of a listening app (port chosen by the system). */
export async function listening(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address.replace('[::1]', '127.0.0.1');
}

export async function openStream(
  base: string,
  projectId: string,
  cookies: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/projects/${projectId}/events`, {
    headers: {
      cookie: Object.entries(cookies)
        .map(([name, value]) => `${name}=${value}`)
        .join('; '),
      ...headers,
    },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let streamEnded = false;
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line);
            else {
              const colon = line.indexOf(':');
              fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
            }
          }
          if (fields.has('event')) {
            events.push({
              id: fields.get('id'),
              event: fields.get('event') as string,
              data: JSON.parse(fields.get('data') ?? '{}'),
            });
          }
          for (const wake of waiters) wake();
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Aborted by close().
    }
  })().finally(() => {
    streamEnded = true;
    for (const wake of waiters) wake();
  });
  return {
    status: response.status,
    events,
    comments,
    ended,
    next(match) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            waiters.delete(check);
            resolve(found);
          } else if (streamEnded) {
            waiters.delete(check);
            reject(new Error(`the stream ended without a matching event; got ${JSON.stringify(events)}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}

/**
 * A listening test app with an owner, her project "Shop" (base en) and its group "common".
 * `stream` opens a stream on the project (answering whatever status it got); `close` ends every
 * stream it opened, then the app.
 */
export async function streamingProject() {
  const t = await createTestApp();
  const base = await listening(t.app);
  const owner = await person(t, 'Olga', 'Owner');
  const projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  const groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  const open: EventStreamReader[] = [];
  return {
    t,
    base,
    owner,
    projectId,
    groupId,
    async stream(cookies: Record<string, string>, headers?: Record<string, string>, url = base) {
      const reader = await openStream(url, projectId, cookies, headers);
      open.push(reader);
      return reader;
    },
    async close() {
      for (const reader of open) reader.close();
      await t.close();
    },
  };
}

export type StreamingProject = Awaited<ReturnType<typeof streamingProject>>;
