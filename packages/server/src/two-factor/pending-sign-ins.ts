import { and, desc, eq, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { pendingSignIns } from '../db/schema.ts';
import { noPendingSignIn, tooManyWrongCodes } from './two-factor-errors.ts';

export const pendingSignInMs = 5 * 60 * 1000;
/** Wrong codes one pending sign-in may take before the password has to be entered again. */
export const maxAttemptsPerPendingSignIn = 5;

export type PendingSignIn = typeof pendingSignIns.$inferSelect;

/**
 * Open code steps one account may have at a time, so rows cannot pile up; wrong codes are counted
 * per account besides (code-check.ts), so more code steps do not mean more guesses.
 */
export const maxPendingSignInsPerAccount = 3;

/**
 * Starts the 5 minutes in which the code step may finish a password sign-in; answers the cookie's
 * token. Past the cap the oldest open ones end instead of this one being refused: refusing would let
 * someone who knows the password but not the code keep the owner out. Counted after the insert, so
 * parallel sign-ins end older rows rather than all passing the cap.
 */
export async function createPendingSignIn(db: Database, accountId: string, now: Date): Promise<string> {
  const token = newToken();
  const tokenHash = hashToken(token);
  // Expired ones of the same account go now, so rows do not pile up.
  await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.accountId, accountId), lte(pendingSignIns.expiresAt, now)));
  await db.insert(pendingSignIns).values({
    tokenHash,
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + pendingSignInMs),
  });
  const others = await db
    .select({ tokenHash: pendingSignIns.tokenHash })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.accountId, accountId), ne(pendingSignIns.tokenHash, tokenHash)))
    .orderBy(desc(pendingSignIns.createdAt));
  const oldest = others.slice(maxPendingSignInsPerAccount - 1).map((row) => row.tokenHash);
  if (oldest.length > 0) await db.delete(pendingSignIns).where(inArray(pendingSignIns.tokenHash, oldest));
  return token;
}

/** The live pending sign-in of the cookie's token; 401 when there is none or it expired. */
export async function findPendingSignIn(
  db: Database,
  token: string | undefined,
  now: Date,
): Promise<PendingSignIn> {
  if (!token) throw noPendingSignIn();
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
  if (!row) throw noPendingSignIn();
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
    throw noPendingSignIn();
  }
  return row;
}

/**
 * Takes one of the pending sign-in's attempts before its code is checked, in one conditional
 * update, so parallel guesses cannot outnumber them. Answers how many are left; with none left
 * the pending sign-in is gone and the password has to be entered again.
 */
export async function takeAttempt(db: Database, pending: PendingSignIn): Promise<number> {
  const [row] = await db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(
      and(
        eq(pendingSignIns.tokenHash, pending.tokenHash),
        lt(pendingSignIns.failedAttempts, maxAttemptsPerPendingSignIn),
      ),
    )
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  if (row) return maxAttemptsPerPendingSignIn - row.failedAttempts;
  await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, pending.tokenHash));
  throw tooManyWrongCodes();
}

/** Ends a pending sign-in whose last attempt failed. */
export async function dropPendingSignIn(db: Database, pending: PendingSignIn): Promise<void> {
  await db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, pending.tokenHash));
}

/** Ends a pending sign-in; false when another request finished it first. */
export async function finishPendingSignIn(tx: Database, pending: PendingSignIn): Promise<boolean> {
  const deleted = await tx
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, pending.tokenHash))
    .returning({ tokenHash: pendingSignIns.tokenHash });
  return deleted.length > 0;
}

export async function endPendingSignInsOf(tx: Database, accountId: string): Promise<void> {
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.accountId, accountId));
}
