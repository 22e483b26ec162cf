import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
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
  behavesLikeACounterStore(() => ({
    store: createRedisCounterStore(
      process.env.TEST_REDIS_URL ?? '',
      `verba-test:${randomBytes(4).toString('hex')}:`,
    ),
    advance: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  }));

  it('shares counters between two servers on the same Redis', async () => {
    const prefix = `verba-test:${randomBytes(4).toString('hex')}:`;
    const url = process.env.TEST_REDIS_URL ?? '';
    const [a, b] = [createRedisCounterStore(url, prefix), createRedisCounterStore(url, prefix)];
    await a.increment('shared', 10_000);
    expect((await b.increment('shared', 10_000)).count).toBe(2);
    await Promise.all([a.close(), b.close()]);
  });
});
