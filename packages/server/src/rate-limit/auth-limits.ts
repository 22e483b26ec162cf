import { DomainError } from '../errors.ts';
import type { CounterStore } from './counter-store.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

const minute = 60_000;
const hour = 60 * minute;

/** Generous enough for people and an e2e run from one address, tight enough against scripted abuse. */
export const defaultAuthLimits = {
  loginPerIp: { max: 100, windowMs: 15 * minute },
  /** Failed sign-ins (and wrong passwords in the settings) per account. */
  failedPasswordsPerAccount: { max: 100, windowMs: hour },
  registerPerIp: { max: 50, windowMs: hour },
  registerPerEmail: { max: 5, windowMs: hour },
  forgotPerIp: { max: 50, windowMs: hour },
  forgotPerEmail: { max: 5, windowMs: hour },
  /** Wrong 2FA and recovery codes per account, on top of the 5 each pending sign-in allows. */
  failedCodesPerAccount: { max: 10, windowMs: 15 * minute },
} satisfies Record<string, Limit>;

export type AuthLimits = typeof defaultAuthLimits;

function tooMany(resetInMs: number): DomainError {
  const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${wait}.`, {
    retryAfter: seconds,
  });
}

export interface AuthLimiter {
  /** Counts an attempt and refuses it with 429 once the limit is passed. */
  hit(name: keyof AuthLimits, key: string): Promise<void>;
  /** Refuses with 429 while failures under `key` have reached the limit, without counting. */
  check(name: keyof AuthLimits, key: string): Promise<void>;
}

export function createAuthLimiter(store: CounterStore, limits: AuthLimits): AuthLimiter {
  return {
    async hit(name, key) {
      const limit = limits[name];
      const { count, resetInMs } = await store.increment(`${name}:${key}`, limit.windowMs);
      if (count > limit.max) throw tooMany(resetInMs);
    },
    async check(name, key) {
      const { count, resetInMs } = await store.read(`${name}:${key}`);
      if (count >= limits[name].max) throw tooMany(resetInMs);
    },
  };
}
