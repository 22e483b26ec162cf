import { RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors.ts';
import type { Counter, CounterFactory } from './counters.ts';

export interface Limit {
  max: number;
  windowMs: number;
  /** Refusals then last this long, doubling with each block within a day (at most a day). */
  blockMs?: number;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Generous enough for people and an e2e run from one address, tight enough against scripted abuse. */
export const defaultAuthLimits = {
  loginPerIp: { max: 100, windowMs: 15 * minute },
  /** Wrong passwords in a row for one account from one client address (Auth0's brute-force rule). */
  failedPasswordsPerAccountAndAddress: { max: 10, windowMs: day, blockMs: minute },
  /**
   * Wrong passwords in a row for one account from anywhere, including the settings' password checks
   * (NIST SP 800-63B). Past it, password sign-in waits for the unlock link mailed to the owner.
   */
  failedPasswordsPerAccount: { max: 100, windowMs: 7 * day },
  registerPerIp: { max: 50, windowMs: hour },
  registerPerEmail: { max: 5, windowMs: hour },
  forgotPerIp: { max: 50, windowMs: hour },
  forgotPerEmail: { max: 5, windowMs: hour },
  /** Uses of mailed links that need no session: password reset and unlock. */
  mailLinksPerIp: { max: 50, windowMs: hour },
  /** Passkey sign-in challenges; each one is a row until it expires. */
  passkeyChallengesPerIp: { max: 100, windowMs: 15 * minute },
  /** Passkey registration challenges of a signed-in account. */
  passkeyChallengesPerAccount: { max: 30, windowMs: 15 * minute },
  /** E-mail change requests, each of which sends two mails. */
  emailChangesPerAccount: { max: 5, windowMs: hour },
  /** Wrong 2FA and recovery codes in a row per account, on top of the 5 each pending sign-in allows. */
  failedCodesPerAccount: { max: 10, windowMs: 15 * minute, blockMs: minute },
  /** "Download my data": each one reads everything the account holds. */
  dataExportsPerAccount: { max: 5, windowMs: hour },
} satisfies Record<string, Limit>;

export type AuthLimits = Record<keyof typeof defaultAuthLimits, Limit>;
type LimitName = keyof AuthLimits;

/** 429 RATE_LIMITED, saying when to try again (and `retryAfter`, which REST sends as Retry-After). */
export function tooMany(resetInMs: number, what = 'attempts'): DomainError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('RATE_LIMITED', `Too many ${what}. Please try again in ${wait}.`, {
    retryAfter: seconds,
  });
}

export interface AuthLimiter {
  /**
   * Counts an attempt, atomically and before it is verified, so parallel attempts cannot all pass;
   * refuses it with 429 once the limit is passed.
   */
  hit(name: LimitName, key: string): Promise<void>;
  /** Like `hit`, but answers false past the limit instead of refusing. */
  tryHit(name: LimitName, key: string): Promise<boolean>;
  /** Forgets what was counted under `key`: the attempt succeeded, so the failures are no longer in a row. */
  clear(name: LimitName, key: string): Promise<void>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createAuthLimiter(makeCounter: CounterFactory, limits: AuthLimits): AuthLimiter {
  const counters = new Map<string, Counter>();
  const counter = (name: string, points: number, ms: number) => {
    let made = counters.get(name);
    if (!made) {
      made = makeCounter(name, { points, seconds: seconds(ms) });
      counters.set(name, made);
    }
    return made;
  };
  const counterOf = (name: LimitName) => counter(name, limits[name].max, limits[name].windowMs);
  // How many blocks a key had within a day, so each block lasts twice as long as the one before.
  const blocksOf = (name: LimitName) => counter(`${name}:blocks`, Number.MAX_SAFE_INTEGER, day);

  /** Answers how long the caller must wait, or 0 when the attempt is within the limit. */
  async function count(name: LimitName, key: string): Promise<number> {
    const limit = limits[name];
    try {
      await counterOf(name).consume(key);
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      // Only the attempt that first passed the limit starts the block; the others just wait for it.
      if (!limit.blockMs || rejection.consumedPoints !== limit.max + 1)
        return Math.max(rejection.msBeforeNext, 1);
      const blocks = (await blocksOf(name).consume(key)).consumedPoints;
      const blockMs = Math.min(limit.blockMs * 2 ** (blocks - 1), day);
      await counterOf(name).block(key, seconds(blockMs));
      return blockMs;
    }
  }

  return {
    async hit(name, key) {
      const waitMs = await count(name, key);
      if (waitMs > 0) throw tooMany(waitMs);
    },
    async tryHit(name, key) {
      return (await count(name, key)) === 0;
    },
    async clear(name, key) {
      await counterOf(name).delete(key);
    },
  };
}
