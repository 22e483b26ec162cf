import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { passkeys, webauthnUsers } from '../db/schema.ts';

export type StoredPasskey = typeof passkeys.$inferSelect;

/** What GET /api/auth/info lists (api-contract.md). */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export async function listPasskeys(db: Database, accountId: string): Promise<StoredPasskey[]> {
  return db.select().from(passkeys).where(eq(passkeys.accountId, accountId)).orderBy(asc(passkeys.createdAt));
}

export async function passkeySummaries(db: Database, accountId: string): Promise<PasskeySummary[]> {
  return (await listPasskeys(db, accountId)).map((passkey) => ({
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  }));
}

export async function findPasskeyByCredentialId(
  db: Database,
  credentialId: string,
): Promise<StoredPasskey | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

/** The account's WebAuthn user handle, made on first use: 32 random bytes, base64url. */
export async function userHandleOf(db: Database, accountId: string): Promise<string> {
  await db
    .insert(webauthnUsers)
    .values({ accountId, userHandle: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: webauthnUsers.accountId });
  const [row] = await db.select().from(webauthnUsers).where(eq(webauthnUsers.accountId, accountId));
  if (!row) throw new Error(`no WebAuthn user handle for account ${accountId}`);
  return row.userHandle;
}

export async function accountOfUserHandle(db: Database, userHandle: string): Promise<string | undefined> {
  const [row] = await db.select().from(webauthnUsers).where(eq(webauthnUsers.userHandle, userHandle));
  return row?.accountId;
}

/** Stores a new passkey; false when the credential already belongs to someone. */
export async function insertPasskey(db: Database, passkey: typeof passkeys.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(passkeys)
    .values(passkey)
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning({ id: passkeys.id });
  return inserted.length > 0;
}

export async function recordPasskeyUse(
  db: Database,
  id: string,
  use: { counter: number; backedUp: boolean; at: Date },
): Promise<void> {
  await db
    .update(passkeys)
    .set({ counter: use.counter, backedUp: use.backedUp, lastUsedAt: use.at })
    .where(eq(passkeys.id, id));
}

/** Renames one of the account's passkeys; false when it has none with this id. */
export async function renamePasskey(
  db: Database,
  accountId: string,
  id: string,
  name: string,
): Promise<boolean> {
  const renamed = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.accountId, accountId), eq(passkeys.id, id)))
    .returning({ id: passkeys.id });
  return renamed.length > 0;
}

/** Deletes one of the account's passkeys, or all of them without an id; answers how many went. */
export async function deletePasskeys(db: Database, accountId: string, id?: string): Promise<number> {
  const deleted = await db
    .delete(passkeys)
    .where(
      id ? and(eq(passkeys.accountId, accountId), eq(passkeys.id, id)) : eq(passkeys.accountId, accountId),
    )
    .returning({ id: passkeys.id });
  return deleted.length;
}
