import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { ends } from './access-end.ts';
import type { EventBus } from './event-bus.ts';
import { batchText, eventText } from './event-text.ts';
import type { EventBatch, ProjectEvent } from './project-event.ts';
import { streamLimits } from './stream-limits.ts';
import { invalidStreams, type StreamHolder } from './stream-validity.ts';

/** One open stream: whose it is, what opened it, and how to write to and end it. */
export interface OpenStream extends StreamHolder {
  write(chunk: string): void;
  /** Bytes written but not yet taken by the client. */
  unsent(): number;
  end(): void;
}

export const heartbeatMs = 25_000;

const tooManyStreams = (message: string) => new DomainError('TOO_MANY_STREAMS', message);

/**
 * The process's open streams. A batch is written to each of the project's streams as one chunk,
 * with no database work: access that ends arrives as an AccessEnd from the bus and ends its streams
 * at once, and each heartbeat re-checks every stream's session, key and membership in one go. A
 * client that stops reading loses its stream once `unsentBytes` wait for it; it resumes with
 * Last-Event-ID. A batch too big for any stream is sent as `reset` (reload what you show).
 */
export function createProjectStreams(
  db: Database,
  bus: EventBus,
  log: FastifyBaseLogger,
  options: { heartbeatMs?: number; now?: () => Date; limits?: Partial<typeof streamLimits> } = {},
) {
  const limits = { ...streamLimits, ...options.limits };
  const now = options.now ?? (() => new Date());
  const streams = new Map<string, Set<OpenStream>>();
  const perAccount = new Map<string, number>();
  let total = 0;

  const remove = (stream: OpenStream) => {
    const set = streams.get(stream.projectId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) streams.delete(stream.projectId);
    total -= 1;
    const held = (perAccount.get(stream.accountId) ?? 1) - 1;
    if (held === 0) perAccount.delete(stream.accountId);
    else perAccount.set(stream.accountId, held);
  };

  const endStream = (stream: OpenStream) => {
    remove(stream);
    stream.end();
  };

  /** Writes, and ends a stream whose client left too much unread. */
  const send = (stream: OpenStream, chunk: string) => {
    stream.write(chunk);
    if (stream.unsent() > limits.unsentBytes) endStream(stream);
  };

  /** What a batch is on the wire: its events, or `reset` carrying its last id when it is too big. */
  const chunkOf = (batch: EventBatch) => {
    const text = batchText(batch);
    if (text.length <= limits.unsentBytes) return text;
    return eventText({ id: (batch[batch.length - 1] as ProjectEvent).id, event: 'reset', data: {} });
  };

  const stopListening = bus.listen((batch) => {
    const first = batch[0];
    const set = first && streams.get(first.projectId);
    if (!set) return;
    const chunk = chunkOf(batch);
    for (const stream of [...set]) send(stream, chunk);
  });

  const stopEnds = bus.listenAccessEnds((end) => {
    for (const set of [...streams.values()]) {
      for (const stream of [...set]) if (ends(end, stream)) endStream(stream);
    }
  });

  let checking = false;
  async function recheck(): Promise<void> {
    if (checking) return;
    checking = true;
    try {
      const open = [...streams.values()].flatMap((set) => [...set]);
      for (const stream of await invalidStreams(db, open, now())) endStream(stream);
    } catch (error) {
      log.warn({ err: error }, 'the event streams’ access could not be re-checked');
    } finally {
      checking = false;
    }
  }

  // A comment line keeps proxies from closing an idle stream; then every stream's access is re-checked.
  const heartbeat = setInterval(() => {
    for (const set of [...streams.values()]) for (const stream of [...set]) send(stream, ': ping\n\n');
    void recheck();
  }, options.heartbeatMs ?? heartbeatMs);
  heartbeat.unref();

  return {
    /** Refuses (429 TOO_MANY_STREAMS) past the account's or the process's limit. */
    admit(accountId: string): void {
      if ((perAccount.get(accountId) ?? 0) >= limits.perAccount) {
        throw tooManyStreams(
          `An account may hold ${limits.perAccount} event streams at once; close one to open another.`,
        );
      }
      if (total >= limits.perProcess) {
        throw tooManyStreams('This server holds as many event streams as it can; try again shortly.');
      }
    },
    add(stream: OpenStream): () => void {
      const set = streams.get(stream.projectId) ?? new Set();
      set.add(stream);
      streams.set(stream.projectId, set);
      total += 1;
      perAccount.set(stream.accountId, (perAccount.get(stream.accountId) ?? 0) + 1);
      return () => remove(stream);
    },
    /** Writes to one stream as the fan-out does (its replay on opening). */
    send,
    get count() {
      return total;
    },
    /** Ends every stream, so a shutdown does not wait for clients that never hang up. */
    endAll(): void {
      for (const set of [...streams.values()]) for (const stream of [...set]) endStream(stream);
    },
    close(): void {
      clearInterval(heartbeat);
      stopListening();
      stopEnds();
    },
  };
}

export type ProjectStreams = ReturnType<typeof createProjectStreams>;
