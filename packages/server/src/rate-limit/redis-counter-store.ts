import type { Redis } from 'ioredis';
import { type CounterStore, createMemoryCounterStore } from './counter-store.ts';

/**
 * Counters in Redis, shared by every server process that uses the same REDIS_URL. While Redis is
 * unreachable each process counts on its own, so sign-in keeps working.
 */
export function createRedisCounterStore(redis: Redis, prefix = 'verba:rate:'): CounterStore {
  const fallback = createMemoryCounterStore();
  return {
    async increment(key, windowMs) {
      try {
        const result = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, windowMs, 'NX')
          .pttl(prefix + key)
          .exec();
        const count = Number(result?.[0]?.[1] ?? 0);
        const ttl = Number(result?.[2]?.[1] ?? windowMs);
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch {
        return fallback.increment(key, windowMs);
      }
    },
    async read(key) {
      try {
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
      } catch {
        return fallback.read(key);
      }
    },
    async close() {
      await fallback.close();
    },
  };
}
