import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';

/** The rate-limiter-flexible calls the limits use; `consume` rejects with a RateLimiterRes past the limit. */
export interface Counter {
  consume(key: string): Promise<RateLimiterRes>;
  block(key: string, seconds: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

export interface CounterSettings {
  points: number;
  seconds: number;
}

/** Makes the counter of one limit; `name` keeps the keys of different limits apart. */
export type CounterFactory = (name: string, settings: CounterSettings) => Counter;

const options = (name: string, { points, seconds }: CounterSettings): IRateLimiterOptions => ({
  keyPrefix: name,
  points,
  duration: seconds,
});

/** One process's counters; they start over when the server restarts. */
export const memoryCounters: CounterFactory = (name, settings) =>
  new RateLimiterMemory(options(name, settings));

/** Per-process counters that note each use: they only run while Redis fails. */
class InsuranceCounter extends RateLimiterMemory {
  readonly #onUse: () => void;

  constructor(opts: IRateLimiterOptions, onUse: () => void) {
    super(opts);
    this.#onUse = onUse;
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.#onUse();
    return super.consume(...args);
  }

  override block(...args: Parameters<RateLimiterMemory['block']>) {
    this.#onUse();
    return super.block(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.#onUse();
    return super.delete(...args);
  }
}

/**
 * Counters in Redis, shared by every server process on the same REDIS_URL. While Redis fails, each
 * process falls back to its own counters (the insurance limiter) and logs that once per outage;
 * a call that Redis answers again ends the outage.
 */
export function redisCounters(redis: Redis, log: FastifyBaseLogger, prefix = 'verba:rate'): CounterFactory {
  const outage = { down: false, fallbacks: 0 };
  const fellBack = () => {
    outage.fallbacks += 1;
    if (outage.down) return;
    outage.down = true;
    log.warn('Redis is unreachable: rate limits use per-process counters until it returns');
  };
  const observed = async <T>(call: () => Promise<T>): Promise<T> => {
    const before = outage.fallbacks;
    try {
      return await call();
    } finally {
      if (outage.down && outage.fallbacks === before) {
        outage.down = false;
        log.info('Redis is back: rate limits use it again');
      }
    }
  };
  return (name, settings) => {
    const limiter = new RateLimiterRedis({
      ...options(`${prefix}:${name}`, settings),
      storeClient: redis,
      // Straight to the insurance counters while the client is not connected, instead of waiting.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new InsuranceCounter(options(name, settings), fellBack),
    });
    return {
      consume: (key) => observed(() => limiter.consume(key)),
      block: (key, seconds) => observed(() => limiter.block(key, seconds)),
      delete: (key) => observed(() => limiter.delete(key)),
    };
  };
}
