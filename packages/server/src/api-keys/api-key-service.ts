import type { ApiScope } from '@verba/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { authorize, authorizeVia } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, activities, apiKeys } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import { reserveProjectItem } from '../projects/project-item-limit.ts';
import { recordSecurityEvent } from '../security/security-log.ts';
import type { ChangeContext } from '../teams/change-context.ts';
import { type ApiKeyInput, parseApiKeyInput } from './api-key-input.ts';
import { hashApiKeySecret, newApiKeySecret, shownPrefixLength } from './api-key-secret.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type ApiKeyRow = typeof apiKeys.$inferSelect;

/** ApiKey of the pipeline contract. */
export interface ApiKeyView {
  id: string;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdBy: string | null;
  createdAt: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
}

const day = 24 * 60 * 60 * 1000;

const view = (row: ApiKeyRow, creator: { firstName: string; lastName: string } | null): ApiKeyView => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiScope[],
  createdBy: creator ? `${creator.firstName} ${creator.lastName}` : null,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt?.toISOString() ?? null,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** A create or a revoke, in the project's history and in the key's creator's security log. */
async function recordKeyChange(
  tx: Transaction,
  change: { row: ApiKeyRow; kind: 'created' | 'revoked'; by: string },
  context: ChangeContext,
): Promise<void> {
  const { row, kind, by } = change;
  const summary = { name: row.name, prefix: row.prefix, scopes: row.scopes };
  await tx.insert(activities).values({
    projectId: row.projectId,
    keyId: null,
    kind: `apiKey.${kind}`,
    before: kind === 'revoked' ? JSON.stringify(summary) : null,
    after: kind === 'created' ? JSON.stringify(summary) : null,
    accountId: by,
    at: context.now,
  });
  if (row.createdBy === null) return;
  await recordSecurityEvent(tx as unknown as Database, {
    accountId: row.createdBy,
    kind: kind === 'created' ? 'api-key-created' : 'api-key-revoked',
    origin: context.origin,
    at: context.now,
  });
}

/** Creates a key of the project; its secret is answered this once and kept only as a hash. */
export async function createApiKey(
  db: Database,
  principal: Principal,
  projectId: string,
  input: unknown,
  context: ChangeContext,
): Promise<{ apiKey: ApiKeyView; secret: string }> {
  const checked: ApiKeyInput = parseApiKeyInput(input);
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageApiKeys');
    await reserveProjectItem(tx, projectId, 'apiKeys');
    const [row] = await tx
      .insert(apiKeys)
      .values({
        projectId,
        createdBy: actorId(principal),
        name: checked.name,
        prefix: secret.slice(0, shownPrefixLength),
        secretHash: hashApiKeySecret(secret),
        scopes: checked.scopes,
        createdAt: context.now,
        expiresAt: checked.expiresInDays
          ? new Date(context.now.getTime() + checked.expiresInDays * day)
          : null,
      })
      .returning();
    const created = row as ApiKeyRow;
    await recordKeyChange(tx, { row: created, kind: 'created', by: actorId(principal) }, context);
    return { apiKey: view(created, principal.account), secret };
  });
}

/** Project.apiKeys: the keys not revoked, oldest first. */
export async function apiKeysOf(
  db: Database,
  principal: Principal,
  projectId: string,
): Promise<ApiKeyView[]> {
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageApiKeys');
    const rows = await tx
      .select({ key: apiKeys, creator: { firstName: accounts.firstName, lastName: accounts.lastName } })
      .from(apiKeys)
      .leftJoin(accounts, eq(accounts.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.projectId, projectId), isNull(apiKeys.revokedAt)))
      .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
    return rows.map((row) => view(row.key, row.creator));
  });
}

/**
 * Revokes a key at once, and ends its event streams in every process; a key already revoked, or of
 * a project the principal cannot see, is NOT_FOUND.
 */
export async function revokeApiKey(
  db: Database,
  principal: Principal,
  id: string,
  context: ChangeContext,
  endAccess: EndAccess,
): Promise<boolean> {
  await db.transaction(async (tx) => {
    const { row: found } = await authorizeVia(tx, principal, 'apiKey', id, 'manageApiKeys');
    if (found.revokedAt) throw notFound('API key');
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: context.now })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw notFound('API key');
    await recordKeyChange(tx, { row, kind: 'revoked', by: actorId(principal) }, context);
  });
  endAccess({ kind: 'apiKey', keyId: id });
  return true;
}
