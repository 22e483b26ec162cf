import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooMany } from './auth-limits.ts';
import type { CounterFactory } from './counters.ts';

/** Points an account may spend on writes within each window. */
export interface WriteLimit {
  points: number;
  windowMs: number;
}

/**
 * Per account, shared by GraphQL mutations and imports. A person saving values one at a time spends
 * a point each and never meets it, nor does the app's largest burst; a script rewriting a project in
 * a loop does. The largest GraphQL write (30 aliased createKeys of 1,000 keys: 3,000 points) and
 * the largest import (50 MiB: 3,200 points) each fit in one window.
 */
export const defaultWriteLimit: WriteLimit = { points: 5000, windowMs: 60_000 };

/** List items (keys, values, tags, ids) that one point pays for. */
const itemsPerPoint = 10;
/** Upload bytes that one point pays for. */
const bytesPerPoint = 16 * 1024;

/** What a write carrying `items` list items costs: at least a point. */
export const itemsCost = (items: number) => 1 + Math.floor(Math.max(0, items - 1) / itemsPerPoint);
/** What an upload of `bytes` costs: at least a point. */
export const bytesCost = (bytes: number) => Math.max(1, Math.ceil(bytes / bytesPerPoint));

export interface WriteLimiter {
  /** Spends `points` of the account's budget, or refuses with 429 RATE_LIMITED and `retryAfter`. */
  spend(accountId: string, points: number): Promise<void>;
}

export function createWriteLimiter(makeCounter: CounterFactory, limit: WriteLimit): WriteLimiter {
  const counter = makeCounter('writesPerAccount', {
    points: limit.points,
    seconds: Math.max(1, Math.ceil(limit.windowMs / 1000)),
  });
  return {
    async spend(accountId, points) {
      try {
        // A write dearer than the whole budget still passes in a window of its own.
        await counter.consume(accountId, Math.min(points, limit.points));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw tooMany(rejection.msBeforeNext, 'changes');
      }
    },
  };
}
