import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDependencyStatus } from '../src/dependencies/dependency-status.ts';
import { closeRedisClient, createRedisClient } from '../src/dependencies/redis-client.ts';
import { type CounterStore, createMemoryCounterStore } from '../src/rate-limit/counter-store.ts';
import { createRedisCounterStore } from '../src/rate-limit/redis-counter-store.ts';

function behavesLikeACounterStore(make: () => { store: CounterStore; advance(ms: number): Promise<void> }) {
  it('counts within a window and starts over after it', async () => {
    const { store, advance } = make();
    const key = `k-${randomBytes(4).toString('hex')}`;
    expect(await store.read(key)).toMatchObject({ count: 0 });
    expect((await store.increment(key, 300)).count).toBe(1);
    const second = await store.increment(key, 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    expect((await store.read(key)).count).toBe(2);
    await advance(400);
    expect((await store.read(key)).count).toBe(0);
    expect((await store.increment(key, 300)).count).toBe(1);
    await store.close();
  });
}

describe('memory counter store', () => {
  behavesLikeACounterStore(() => {
    let now = 1_000_000;
    return {
      store: createMemoryCounterStore(() => now),
      advance: async (ms) => {
        now += ms;
      },
    };
  });
});

// Redis runs on the development machines and in CI; TEST_REDIS_URL points the test at it.
describe.runIf(process.env.TEST_REDIS_URL)('redis counter store', () => {
  // Two processes' connections; without an offline queue a command waits for nothing, so the test does.
  let clients: Redis[] = [];
  beforeAll(async () => {
    clients = [1, 2].map(() =>
      createRedisClient(process.env.TEST_REDIS_URL ?? '', createDependencyStatus('Redis', '')),
    );
    await Promise.all(clients.map((client) => once(client, 'ready')));
  });
  afterAll(() => Promise.all(clients.map(closeRedisClient)));
  const connect = (index = 0) => clients[index] as Redis;

  behavesLikeACounterStore(() => ({
    store: createRedisCounterStore(connect(), `verba-test:${randomBytes(4).toString('hex')}:`),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('shares counters between two servers on the same Redis', async () => {
    const prefix = `verba-test:${randomBytes(4).toString('hex')}:`;
    const [a, b] = [createRedisCounterStore(connect(0), prefix), createRedisCounterStore(connect(1), prefix)];
    await a.increment('shared', 10_000);
    expect((await b.increment('shared', 10_000)).count).toBe(2);
    await Promise.all([a.close(), b.close()]);
  });
});
