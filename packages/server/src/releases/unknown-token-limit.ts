import { RateLimiterRes } from 'rate-limiter-flexible';
import { tooMany } from '../rate-limit/auth-limits.ts';
import type { CounterFactory } from '../rate-limit/counters.ts';

export interface UnknownTokenLimit {
  max: number;
  windowMs: number;
}

/**
 * /cdn answers for tokens that have no release, per client address. An app asks for its few files
 * under one token; a script guessing tokens asks for many, each a database read in each process.
 */
export const defaultUnknownTokenLimit: UnknownTokenLimit = { max: 60, windowMs: 60_000 };

export interface UnknownTokenLimiter {
  /** Refuses with 429 RATE_LIMITED when the address has used up its unknown tokens; counts nothing. */
  check(address: string): Promise<void>;
  /** Counts an answer for an unknown token. */
  count(address: string): Promise<void>;
}

export function createUnknownTokenLimiter(
  makeCounter: CounterFactory,
  limit: UnknownTokenLimit,
): UnknownTokenLimiter {
  const counter = makeCounter('unknownCdnTokensPerAddress', {
    points: limit.max,
    seconds: Math.max(1, Math.ceil(limit.windowMs / 1000)),
  });
  const refuse = (msBeforeNext: number) => tooMany(msBeforeNext, 'requests for unknown files');
  return {
    async check(address) {
      const counted = await counter.get(address);
      if (counted && counted.consumedPoints >= limit.max) throw refuse(counted.msBeforeNext);
    },
    async count(address) {
      await counter.consume(address).catch((rejection: unknown) => {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        throw refuse(rejection.msBeforeNext);
      });
    },
  };
}
