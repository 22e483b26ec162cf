import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { oneTimeTokens } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { hashToken, newToken } from './tokens.ts';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];
export type OneTimeToken = typeof oneTimeTokens.$inferSelect;

const hour = 60 * 60 * 1000;
const tokenLifetimeMs: Record<TokenPurpose, number> = {
  confirm: 24 * hour,
  decline: 24 * hour,
  'password-reset': hour,
  'email-change': 24 * hour,
  unlock: 7 * 24 * hour,
  'not-me': 7 * 24 * hour,
};

/** Mail-link tokens: stored hashed, single use, with an expiry per purpose. */
export async function issueToken(
  tx: Database,
  accountId: string,
  purpose: TokenPurpose,
  now: Date,
  newEmail?: string,
): Promise<string> {
  const token = newToken();
  await tx.insert(oneTimeTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    newEmail: newEmail ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
  });
  return token;
}

/**
 * A token that still works, without using it up (check it before costly work); refuses unknown
 * (400), expired (400) and used (409) ones.
 */
export async function findOpenToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
  lock = false,
): Promise<OneTimeToken> {
  const query = db
    .select()
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, hashToken(token)), eq(oneTimeTokens.purpose, purpose)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row)
    throw new DomainError('INVALID_TOKEN', 'This link is not valid. Please check that you copied all of it.');
  if (row.usedAt) throw new DomainError('TOKEN_USED', 'This link has already been used.');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('TOKEN_EXPIRED', 'This link has expired. Please ask for a new one.');
  }
  return row;
}

/** Marks a token used and answers it; refuses unknown (400), expired (400) and used (409) ones. */
export async function consumeToken(
  tx: Database,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<OneTimeToken> {
  const row = await findOpenToken(tx, token, purpose, now, true);
  await tx.update(oneTimeTokens).set({ usedAt: now }).where(eq(oneTimeTokens.tokenHash, row.tokenHash));
  return row;
}

/** Uses up an account's other open tokens of these purposes, e.g. the decline link once confirmed. */
export async function retireTokens(
  tx: Database,
  accountId: string,
  purposes: TokenPurpose[],
  now: Date,
): Promise<void> {
  await tx
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.accountId, accountId),
        inArray(oneTimeTokens.purpose, purposes),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
