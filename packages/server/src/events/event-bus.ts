import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import type { AccessEnd } from './access-end.ts';
import { createEventLog } from './event-log.ts';
import type { Emit, EventBatch, EventData, ProjectEvent } from './project-event.ts';

const channel = 'verba:events';
/** At most this many events a batch: a bigger change is sent as several, a turn of the event loop apart. */
export const sliceSize = 1000;

export type BatchListener = (batch: EventBatch) => void;
export type AccessEndListener = (end: AccessEnd) => void;

export interface EventBus {
  emit: Emit;
  /** An event with what the other processes need beside its data (presence.ts). */
  emitWith(
    projectId: string,
    event: ProjectEvent['event'],
    data: EventData,
    meta: ProjectEvent['meta'],
  ): void;
  /** An event for this process's streams only: each process derives it itself (a presence expiry). */
  emitLocal(projectId: string, event: ProjectEvent['event'], data: EventData): void;
  /** Every batch of every project this process hears of, in the order it heard them. */
  listen(listener: BatchListener): () => void;
  /** The batches this process emitted, not those heard from others: work done once per change (webhooks). */
  listenOwn(listener: BatchListener): () => void;
  /** Tells every process that a session, key or membership ended (access-end.ts). */
  endAccess(end: AccessEnd): void;
  listenAccessEnds(listener: AccessEndListener): () => void;
  /** The project's events after `lastId`, or null when it cannot resume from there. */
  since(projectId: string, lastId: string): ProjectEvent[] | null;
  /**
   * Settles once this process hears the other processes (Redis answered the subscribe), or once
   * Redis is found unreachable: a server is ready when it misses no event, but not held by an outage.
   */
  subscribed: Promise<void>;
  close(): Promise<void>;
}

type Wire = { origin: string; batch: ProjectEvent[] } | { origin: string; end: AccessEnd };

/**
 * Fans batches out to this process's listeners at once and, with a Redis connection, to every other
 * process through one pub/sub channel: one message a batch (a change, or a slice of a big one), not
 * one an event. While Redis is gone
 * each process still delivers its own events (the publish fails and the status logs it once);
 * ioredis resubscribes when it is back.
 */
export function createEventBus(options: {
  redis?: Redis;
  status?: DependencyStatus;
  log: FastifyBaseLogger;
}): EventBus {
  const origin = randomBytes(8).toString('hex');
  const listeners = new Set<BatchListener>();
  const ownListeners = new Set<BatchListener>();
  const accessListeners = new Set<AccessEndListener>();
  const log = createEventLog();
  let sequence = 0;

  const deliver = (batch: EventBatch) => {
    log.add(batch);
    for (const listener of listeners) listener(batch);
  };
  const deliverEnd = (end: AccessEnd) => {
    for (const listener of accessListeners) listener(end);
  };
  const publish = (wire: Wire) =>
    options.redis
      ?.publish(channel, JSON.stringify(wire))
      .catch((error: Error) => options.status?.lost(error));

  // Subscriber mode takes a connection of its own; it queues the subscribe until Redis answers.
  const subscriber = options.redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  if (subscriber) {
    subscriber.on('error', (error) => options.status?.lost(error));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const wire = JSON.parse(message) as Wire;
        if (wire.origin === origin) return;
        if ('end' in wire) deliverEnd(wire.end);
        else if (wire.batch.length > 0) deliver(wire.batch);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable event on the Redis channel');
      }
    });
  }
  const subscribed = new Promise<void>((resolve) => {
    if (!subscriber) return resolve();
    subscriber.once('error', () => resolve());
    subscriber.subscribe(channel).then(
      () => resolve(),
      (error) => {
        options.status?.lost(error);
        resolve();
      },
    );
  });

  const nextId = (at: number) => {
    sequence = (sequence + 1) % 1_000_000;
    return `${at}-${origin}${sequence.toString(36)}`;
  };
  const batchOf = (
    projectId: string,
    event: ProjectEvent['event'],
    data: EventData | readonly EventData[],
    meta?: ProjectEvent['meta'],
  ): ProjectEvent[] => {
    const at = Date.now();
    const list = Array.isArray(data) ? (data as readonly EventData[]) : [data as EventData];
    return list.map((item) => ({ id: nextId(at), projectId, event, data: item, ...(meta && { meta }) }));
  };
  const send = (batch: EventBatch) => {
    deliver(batch);
    for (const listener of ownListeners) listener(batch);
    publish({ origin, batch: batch as ProjectEvent[] });
  };
  // A change of 20,000 values goes out in slices, one a turn of the event loop, in the order emitted:
  // each slice's text and listeners take a few milliseconds, never the whole change at once.
  const waiting: EventBatch[] = [];
  let sending = false;
  const sendNext = () => {
    const batch = waiting.shift();
    sending = batch !== undefined;
    if (!batch) return;
    send(batch);
    if (waiting.length > 0) setImmediate(sendNext);
    else sending = false;
  };
  const emitBatch = (batch: ProjectEvent[]) => {
    for (let start = 0; start < batch.length; start += sliceSize) {
      waiting.push(batch.slice(start, start + sliceSize));
    }
    if (!sending) sendNext();
  };

  return {
    emit: (projectId, event, data) => emitBatch(batchOf(projectId, event, data)),
    emitWith: (projectId, event, data, meta) => emitBatch(batchOf(projectId, event, data, meta)),
    emitLocal: (projectId, event, data) => deliver(batchOf(projectId, event, data)),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenOwn(listener) {
      ownListeners.add(listener);
      return () => ownListeners.delete(listener);
    },
    endAccess(end) {
      deliverEnd(end);
      publish({ origin, end });
    },
    listenAccessEnds(listener) {
      accessListeners.add(listener);
      return () => accessListeners.delete(listener);
    },
    since: (projectId, lastId) => log.since(projectId, lastId),
    subscribed,
    async close() {
      listeners.clear();
      ownListeners.clear();
      accessListeners.clear();
      subscriber?.disconnect();
    },
  };
}
