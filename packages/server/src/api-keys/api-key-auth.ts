import type { ApiScope } from '@verba/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, apiKeys, projectMembers } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { tooMany } from '../rate-limit/auth-limits.ts';
import type { Counter, CounterFactory } from '../rate-limit/counters.ts';
import { hashApiKeySecret, isApiKeySecret } from './api-key-secret.ts';

/** Requests one key may make in a minute (pipeline contract), counted across server processes. */
export const defaultApiKeyLimit = { points: 600, seconds: 60 };

const lastUsedEveryMs = 60_000;
// The roles that may create keys: a creator who no longer has one has lost the key's rights.
const keyRoles = ['OWNER', 'MANAGER', 'DEVELOPER'] as const;

export const invalidApiKey = () =>
  new DomainError('INVALID_API_KEY', 'The API key is missing, unknown, revoked or expired.');

type KeyPrincipal = Extract<Principal, { kind: 'apiKey' }>;

/** authenticateApiKey as the http layer holds it: bound by the app factory, reading its clock per request. */
export type AuthenticateApiKey = (secret: string) => Promise<KeyPrincipal>;

/** The counter of each key's requests, made once by the app factory. */
export const createApiKeyCounter = (counters: CounterFactory, limit = defaultApiKeyLimit): Counter =>
  counters('requestsPerApiKey', limit);

/**
 * The principal of a Bearer secret: a key not revoked, not expired, whose creator is still in its
 * project with a role that may create keys; else 401 INVALID_API_KEY. Each use counts against the
 * key's own rate limit (`counter`), and `last_used_at` is written at most once a minute.
 */
export async function authenticateApiKey(
  db: Database,
  counter: Counter,
  secret: string,
  now: Date,
): Promise<KeyPrincipal> {
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
  if (!row || row.key.revokedAt || (row.key.expiresAt && row.key.expiresAt <= now)) throw invalidApiKey();
  try {
    await counter.consume(row.key.id);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    throw tooMany(rejection.msBeforeNext, 'requests with this API key');
  }
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= lastUsedEveryMs) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    kind: 'apiKey',
    account: row.account,
    keyId: row.key.id,
    projectId: row.key.projectId,
    scopes: row.key.scopes as ApiScope[],
    secretHash,
  };
}
