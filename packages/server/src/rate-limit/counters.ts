import type { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';

/** The rate-limiter-flexible calls the limits use; `consume` rejects with a RateLimiterRes past the limit. */
export interface Counter {
  /** Counts `points` (1 by default) against `key`. */
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  /** What `key` has counted in its window, without counting; null when nothing. */
  get(key: string): Promise<RateLimiterRes | null>;
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

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.#onUse();
    return super.get(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.#onUse();
    return super.delete(...args);
  }
}

/**
 * Counters in Redis, shared by every server process on the same REDIS_URL. While Redis fails, each
 * process falls back to its own counters (the insurance limiter) and `status` logs the outage once;
 * a call that Redis answers again ends it.
 */
export function redisCounters(redis: Redis, status: DependencyStatus, prefix = 'verba:rate'): CounterFactory {
  let fallbacks = 0;
  const fellBack = () => {
    fallbacks += 1;
    status.lost(new Error('a rate-limit call failed'));
  };
  const observed = async <T>(call: () => Promise<T>): Promise<T> => {
    const before = fallbacks;
    try {
      return await call();
    } finally {
      if (fallbacks === before) status.restored();
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
      consume: (key, points) => observed(() => limiter.consume(key, points)),
      get: (key) => observed(() => limiter.get(key)),
      block: (key, seconds) => observed(() => limiter.block(key, seconds)),
      delete: (key) => observed(() => limiter.delete(key)),
    };
  };
}
