import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { createEventLog } from './event-log.ts';
import type { Emit, ProjectEvent } from './project-event.ts';

const channel = 'verba:events';

export type EventListener = (event: ProjectEvent) => void;

export interface EventBus {
  emit: Emit;
  /** An event with what the other processes need beside its data (presence.ts). */
  emitWith(
    projectId: string,
    event: ProjectEvent['event'],
    data: ProjectEvent['data'],
    meta: ProjectEvent['meta'],
  ): void;
  /** An event for this process's streams only: each process derives it itself (a presence expiry). */
  emitLocal(projectId: string, event: ProjectEvent['event'], data: ProjectEvent['data']): void;
  /** Every event of every project this process hears of, in the order it heard them. */
  listen(listener: EventListener): () => void;
  /** The events this process emitted, not those heard from others: work done once per event (webhooks). */
  listenOwn(listener: EventListener): () => void;
  /** The project's events after `lastId`, or null when it cannot resume from there. */
  since(projectId: string, lastId: string): ProjectEvent[] | null;
  close(): Promise<void>;
}

interface Wire {
  origin: string;
  event: ProjectEvent;
}

/**
 * Fans events out to this process's listeners at once and, with a Redis connection, to every other
 * process through one pub/sub channel. While Redis is gone each process still delivers its own
 * events (the publish fails and the status logs it once); ioredis resubscribes when it is back.
 */
export function createEventBus(options: {
  redis?: Redis;
  status?: DependencyStatus;
  log: FastifyBaseLogger;
}): EventBus {
  const origin = randomBytes(8).toString('hex');
  const listeners = new Set<EventListener>();
  const ownListeners = new Set<EventListener>();
  const log = createEventLog();
  let sequence = 0;

  const deliver = (event: ProjectEvent) => {
    log.add(event);
    for (const listener of listeners) listener(event);
  };

  // Subscriber mode takes a connection of its own; it queues the subscribe until Redis answers.
  const subscriber = options.redis?.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  if (subscriber) {
    subscriber.on('error', (error) => options.status?.lost(error));
    subscriber.on('message', (_channel: string, message: string) => {
      try {
        const wire = JSON.parse(message) as Wire;
        if (wire.origin !== origin) deliver(wire.event);
      } catch (error) {
        options.log.warn({ err: error }, 'unreadable event on the Redis channel');
      }
    });
    subscriber.subscribe(channel).catch((error) => options.status?.lost(error));
  }

  const nextId = () => {
    sequence = (sequence + 1) % 1_000_000;
    return `${Date.now()}-${origin}${sequence.toString(36)}`;
  };
  const emitWith: EventBus['emitWith'] = (projectId, event, data, meta) => {
    const projectEvent: ProjectEvent = { id: nextId(), projectId, event, data, ...(meta && { meta }) };
    deliver(projectEvent);
    for (const listener of ownListeners) listener(projectEvent);
    options.redis
      ?.publish(channel, JSON.stringify({ origin, event: projectEvent } satisfies Wire))
      .catch((error: Error) => options.status?.lost(error));
  };

  return {
    emit: (projectId, event, data) => emitWith(projectId, event, data, undefined),
    emitWith,
    emitLocal: (projectId, event, data) => deliver({ id: nextId(), projectId, event, data }),
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenOwn(listener) {
      ownListeners.add(listener);
      return () => ownListeners.delete(listener);
    },
    since: (projectId, lastId) => log.since(projectId, lastId),
    async close() {
      listeners.clear();
      ownListeners.clear();
      subscriber?.disconnect();
    },
  };
}
