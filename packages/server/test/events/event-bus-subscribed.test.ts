import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createEventBus } from '../../src/events/event-bus.ts';
import type { ProjectEvent } from '../../src/events/project-event.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

// `subscribed` is what a server's ready waits for: once it settles, no other process's event is missed.
describe.runIf(redisUrl)("the event bus's subscription", () => {
  it('hears a batch another process publishes the moment it is subscribed', async () => {
    const redis = new Redis(redisUrl ?? '');
    const other = new Redis(redisUrl ?? '');
    const bus = createEventBus({ redis, log });
    try {
      const heard = new Promise<ProjectEvent[]>((resolve) => bus.listen((batch) => resolve([...batch])));
      await bus.subscribed;
      const event = { id: '1-other', projectId: 'p1', event: 'translation', data: {} } as ProjectEvent;
      await other.publish('verba:events', JSON.stringify({ origin: 'other', batch: [event] }));
      // Published before the subscription was in place, the batch would be lost and this wait time out.
      expect(await heard).toEqual([event]);
    } finally {
      await bus.close();
      redis.disconnect();
      other.disconnect();
    }
  });

  it('settles when Redis cannot be reached, so an outage never holds a start', async () => {
    const redis = new Redis('redis://127.0.0.1:1', { retryStrategy: () => 1000 });
    redis.on('error', () => {});
    const bus = createEventBus({ redis, log });
    try {
      await bus.subscribed;
    } finally {
      await bus.close();
      redis.disconnect();
    }
  });
});
