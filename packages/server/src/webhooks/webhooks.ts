import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { type Lookup, systemLookup } from './webhook-address.ts';
import { createWebhookFanout } from './webhook-fanout.ts';
import { createWebhookQueue } from './webhook-queue.ts';
import type { WebhookDeps } from './webhook-service.ts';

/** What tests change: DNS, the timeout, the poll, how long a ping waits before answering. */
export interface WebhookOptions {
  lookup?: Lookup;
  timeoutMs?: number;
  pollMs?: number;
  answerWithinMs?: number;
}

/** The webhooks of one server process: the queue, its sender, and the events that fill it. */
export function createWebhooks(options: {
  db: Database;
  bus: EventBus;
  secrets: SecretBox;
  log: FastifyBaseLogger;
  now: () => Date;
  allowPrivate: boolean;
  settings?: WebhookOptions;
}) {
  const { db, bus, secrets, log, now, allowPrivate, settings = {} } = options;
  const lookup = settings.lookup ?? systemLookup;
  const queue = createWebhookQueue({
    db,
    now,
    log,
    secrets,
    lookup,
    allowPrivate,
    timeoutMs: settings.timeoutMs,
    pollMs: settings.pollMs,
  });
  const fanout = createWebhookFanout({ db, bus, queue, log });
  const deps: WebhookDeps = {
    db,
    queue,
    secrets,
    lookup,
    allowPrivate,
    now,
    answerWithinMs: settings.answerWithinMs,
  };
  return {
    deps,
    queue,
    fanout,
    start: () => queue.start(),
    async stop(): Promise<void> {
      fanout.close();
      await fanout.settled();
      await queue.stop();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
