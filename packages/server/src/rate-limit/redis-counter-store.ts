import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.ts';

/** Counters in Redis, shared by every server process that uses the same REDIS_URL. */
export function createRedisCounterStore(url: string, prefix = 'verba:rate:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async increment(key, windowMs) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async close() {
      await redis.quit();
    },
  };
}
