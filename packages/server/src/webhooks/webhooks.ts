import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { type Lookup, systemLookup } from './webhook-address.ts';
import { createWebhookFanout } from './webhook-fanout.ts';
import { createWebhookQueue } from './webhook-queue.ts';

/** What tests change: DNS, the timeout, the poll, how long a ping waits before answering. */
export interface WebhookOptions {
  lookup?: Lookup;
  timeoutMs?: number;
  pollMs?: number;
  answerWithinMs?: number;
}

// Under the GraphQL deadline (10 s, as long as a hanging receiver takes): a slow ping answers queued.
const defaultAnswerWithinMs = 5000;

/**
 * The webhooks of one server process: the queue, its sender, and the events that fill it; with
 * what the webhook services take beside them (the secrets' box, DNS, WEBHOOK_ALLOW_PRIVATE).
 */
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
  return {
    queue,
    fanout,
    secrets,
    lookup,
    allowPrivate,
    /** How long a ping or redeliver waits for its attempt before answering it as queued. */
    answerWithinMs: settings.answerWithinMs ?? defaultAnswerWithinMs,
    start: () => queue.start(),
    async stop(): Promise<void> {
      fanout.close();
      await fanout.settled();
      await queue.stop();
    },
  };
}

export type Webhooks = ReturnType<typeof createWebhooks>;
