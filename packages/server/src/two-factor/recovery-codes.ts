import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { recoveryCodes } from '../db/schema.ts';

export const recoveryCodeCount = 10;
// Crockford's base32: no I, L, O or U, so nothing is mistaken for a digit or another letter.
const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';
const groups = 3;
const groupLength = 4;

/** 12 random base32 characters (60 bits) as three groups of four: "7k2m-q9xd-4hwp". */
function newRecoveryCode(): string {
  const chars = Array.from({ length: groups * groupLength }, () => alphabet[randomInt(alphabet.length)]);
  return Array.from({ length: groups }, (_, i) =>
    chars.slice(i * groupLength, (i + 1) * groupLength).join(''),
  ).join('-');
}

/** What a person may type: any case, spaces or dashes, and O, I or L for 0, 1 and 1. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
}

// 60 random bits make a fast hash enough; the account id keeps one table of hashes from fitting all accounts.
function hashRecoveryCode(accountId: string, code: string): string {
  return createHash('sha256')
    .update(`${accountId}:${normalizeRecoveryCode(code)}`)
    .digest('base64url');
}

/** Replaces the account's recovery codes with a new set and answers it; only the hashes are kept. */
export async function replaceRecoveryCodes(tx: Database, accountId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await tx
    .insert(recoveryCodes)
    .values(
      codes.map((code) => ({ codeHash: hashRecoveryCode(accountId, code), accountId, createdAt: now })),
    );
  return codes;
}

/** Marks an unused code used, in one statement so two requests cannot both spend it. */
export async function consumeRecoveryCode(
  db: Database,
  accountId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.codeHash, hashRecoveryCode(accountId, code)),
        eq(recoveryCodes.accountId, accountId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return used.length > 0;
}

export async function countRecoveryCodesLeft(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}
