import type { ApiScope } from '@verba/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, apiKeys, projectMembers } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { tooMany } from '../rate-limit/auth-limits.ts';
import type { CounterFactory } from '../rate-limit/counters.ts';
import { hashApiKeySecret, isApiKeySecret } from './api-key-secret.ts';

/** Requests one key may make in a minute (pipeline contract), counted across server processes. */
export const defaultApiKeyLimit = { points: 600, seconds: 60 };

const lastUsedEveryMs = 60_000;
// The roles that may create keys: a creator who no longer has one has lost the key's rights.
const keyRoles = ['OWNER', 'MANAGER', 'DEVELOPER'] as const;

export const invalidApiKey = () =>
  new DomainError('INVALID_API_KEY', 'The API key is missing, unknown, revoked or expired.');

export type AuthenticateApiKey = (secret: string) => Promise<Extract<Principal, { kind: 'apiKey' }>>;

/**
 * The principal of a Bearer secret: a key not revoked, not expired, whose creator is still in its
 * project with a role that may create keys; else 401 INVALID_API_KEY. Each use counts against the
 * key's own rate limit, and `last_used_at` is written at most once a minute.
 */
export function createApiKeyAuth(
  db: Database,
  counters: CounterFactory,
  now: () => Date,
  limit = defaultApiKeyLimit,
): AuthenticateApiKey {
  const counter = counters('requestsPerApiKey', limit);
  return async (secret) => {
    if (!isApiKeySecret(secret)) throw invalidApiKey();
    const secretHash = hashApiKeySecret(secret);
    const [row] = await db
      .select({ key: apiKeys, account: accounts })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.createdBy))
      .innerJoin(
        projectMembers,
        and(
          eq(projectMembers.projectId, apiKeys.projectId),
          eq(projectMembers.accountId, apiKeys.createdBy),
          inArray(projectMembers.role, [...keyRoles]),
        ),
      )
      .where(eq(apiKeys.secretHash, secretHash));
    const at = now();
    if (!row || row.key.revokedAt || (row.key.expiresAt && row.key.expiresAt <= at)) throw invalidApiKey();
    try {
      await counter.consume(row.key.id);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw tooMany(rejection.msBeforeNext, 'requests with this API key');
    }
    if (!row.key.lastUsedAt || at.getTime() - row.key.lastUsedAt.getTime() >= lastUsedEveryMs) {
      await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, row.key.id));
    }
    return {
      kind: 'apiKey',
      account: row.account,
      keyId: row.key.id,
      projectId: row.key.projectId,
      scopes: row.key.scopes as ApiScope[],
      secretHash,
    };
  };
}
