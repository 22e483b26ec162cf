import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { projectMembers } from '../db/schema.ts';
import type { EventBus } from './event-bus.ts';
import type { ProjectEvent } from './project-event.ts';

/** One open stream: whose it is, and how to write to and end it. */
export interface OpenStream {
  projectId: string;
  accountId: string;
  write(chunk: string): void;
  end(): void;
}

export const heartbeatMs = 25_000;

/** An event as text/event-stream writes it: id, name and one line of JSON. */
export const eventText = (event: { id: string; event: string; data: unknown }) =>
  `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

/**
 * The process's open streams. Each event is checked against the memberships of the project's
 * streams in one query before it is written: a stream whose account is no longer a member ends
 * instead. A project's events are handled one after the other, so every stream sees them in order.
 */
export function createProjectStreams(
  db: Database,
  bus: EventBus,
  log: FastifyBaseLogger,
  options: { heartbeatMs?: number } = {},
) {
  const streams = new Map<string, Set<OpenStream>>();
  const queues = new Map<string, Promise<void>>();

  const remove = (stream: OpenStream) => {
    const set = streams.get(stream.projectId);
    set?.delete(stream);
    if (set?.size === 0) streams.delete(stream.projectId);
  };

  const endStream = (stream: OpenStream) => {
    remove(stream);
    stream.end();
  };

  async function fanOut(event: ProjectEvent): Promise<void> {
    const open = [...(streams.get(event.projectId) ?? [])];
    if (open.length === 0) return;
    const accounts = [...new Set(open.map((stream) => stream.accountId))];
    const rows = await db
      .select({ accountId: projectMembers.accountId })
      .from(projectMembers)
      .where(and(eq(projectMembers.projectId, event.projectId), inArray(projectMembers.accountId, accounts)));
    const members = new Set(rows.map((row) => row.accountId));
    const text = eventText(event);
    for (const stream of open) {
      if (members.has(stream.accountId)) stream.write(text);
      else endStream(stream);
    }
  }

  const stopListening = bus.listen((event) => {
    if (!streams.has(event.projectId)) return;
    const previous = queues.get(event.projectId) ?? Promise.resolve();
    const next = previous
      .then(() => fanOut(event))
      .catch((error: unknown) => log.warn({ err: error }, 'an event could not be sent to its streams'))
      .finally(() => {
        if (queues.get(event.projectId) === next) queues.delete(event.projectId);
      });
    queues.set(event.projectId, next);
  });

  // A comment line keeps proxies from closing an idle stream.
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const stream of set) stream.write(': ping\n\n');
  }, options.heartbeatMs ?? heartbeatMs);
  heartbeat.unref();

  return {
    add(stream: OpenStream): () => void {
      const set = streams.get(stream.projectId) ?? new Set();
      set.add(stream);
      streams.set(stream.projectId, set);
      return () => remove(stream);
    },
    get count() {
      let total = 0;
      for (const set of streams.values()) total += set.size;
      return total;
    },
    /** Ends every stream, so a shutdown does not wait for clients that never hang up. */
    endAll(): void {
      for (const set of [...streams.values()]) for (const stream of [...set]) endStream(stream);
    },
    close(): void {
      clearInterval(heartbeat);
      stopListening();
    },
  };
}

export type ProjectStreams = ReturnType<typeof createProjectStreams>;
