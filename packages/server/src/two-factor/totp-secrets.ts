import { and, eq, isNotNull, like, not, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { totpCredentials } from '../db/schema.ts';
import { isSealed, type SecretBox } from '../secrets/secret-box.ts';

/** A stored TOTP secret in clear; a row from before encryption (until the start-up step seals it) reads as is. */
export function openTotpSecret(box: SecretBox, stored: string, accountId: string): string {
  if (!isSealed(stored)) return stored;
  try {
    return box.open(stored, accountId);
  } catch {
    throw new Error(
      `The TOTP secret of account ${accountId} does not open: SECRET_KEY differs from the key that sealed it, or the row was altered.`,
    );
  }
}

const plaintext = (column: typeof totpCredentials.secret | typeof totpCredentials.pendingSecret) =>
  and(isNotNull(column), not(like(column, 'v1:%')));

/**
 * Start-up step: seals the TOTP secrets stored in clear by earlier versions. Each update is
 * conditional on the value it read, so processes starting together seal a row once.
 */
export async function sealPlaintextTotpSecrets(db: Database, box: SecretBox): Promise<number> {
  const rows = await db
    .select()
    .from(totpCredentials)
    .where(or(plaintext(totpCredentials.secret), plaintext(totpCredentials.pendingSecret)));
  let sealed = 0;
  for (const row of rows) {
    const seal = (value: string | null) =>
      value === null || isSealed(value) ? value : box.seal(value, row.accountId);
    const updated = await db
      .update(totpCredentials)
      .set({ secret: seal(row.secret), pendingSecret: seal(row.pendingSecret) })
      .where(
        and(
          eq(totpCredentials.accountId, row.accountId),
          row.secret === null ? undefined : eq(totpCredentials.secret, row.secret),
          row.pendingSecret === null ? undefined : eq(totpCredentials.pendingSecret, row.pendingSecret),
        ),
      )
      .returning({ accountId: totpCredentials.accountId });
    sealed += updated.length;
  }
  return sealed;
}
