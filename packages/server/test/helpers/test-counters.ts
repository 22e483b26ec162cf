import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { createDependencyStatus } from '../../src/dependencies/dependency-status.ts';
import { type CounterFactory, redisCounters } from '../../src/rate-limit/counters.ts';

/**
 * With TEST_REDIS_URL, rate-limit counters in that Redis under a prefix of their own (so tests do
 * not share counts), the way a server with REDIS_URL counts; without it, the app's memory counters.
 */
export function testCounters(): { counters?: CounterFactory; close(): void } {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return { close: () => undefined };
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  const status = createDependencyStatus('Redis', 'rate limits count in each process until it is back');
  return {
    counters: redisCounters(client, status, `verba-test:${randomBytes(4).toString('hex')}`),
    close: () => client.disconnect(),
  };
}
