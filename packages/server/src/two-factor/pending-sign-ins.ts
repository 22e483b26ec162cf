import { and, eq, lte, sql } from 'drizzle-orm';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { pendingSignIns } from '../db/schema.ts';
import { noPendingSignIn } from './two-factor-errors.ts';

export const pendingSignInMs = 5 * 60 * 1000;
/** Wrong codes one pending sign-in may take before the password has to be entered again. */
export const maxAttemptsPerPendingSignIn = 5;

export type PendingSignIn = typeof pendingSignIns.$inferSelect;

/** Starts the 5 minutes in which the code step may finish a password sign-in; answers the cookie's token. */
export async function createPendingSignIn(deps: AuthDeps, accountId: string): Promise<string> {
  const token = newToken();
  const now = deps.now();
  // Expired ones of the same account go now, so rows do not pile up.
  await deps.db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.accountId, accountId), lte(pendingSignIns.expiresAt, now)));
  await deps.db.insert(pendingSignIns).values({
    tokenHash: hashToken(token),
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + pendingSignInMs),
  });
  return token;
}

/** The live pending sign-in of the cookie's token; 401 when there is none or it expired. */
export async function findPendingSignIn(deps: AuthDeps, token: string | undefined): Promise<PendingSignIn> {
  if (!token) throw noPendingSignIn();
  const tokenHash = hashToken(token);
  const [row] = await deps.db.select().from(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
  if (!row) throw noPendingSignIn();
  if (row.expiresAt.getTime() <= deps.now().getTime()) {
    await deps.db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
    throw noPendingSignIn();
  }
  return row;
}

/** Counts a wrong code; answers whether the pending sign-in has used up its attempts (it is then gone). */
export async function recordFailedAttempt(deps: AuthDeps, pending: PendingSignIn): Promise<boolean> {
  const [row] = await deps.db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.tokenHash, pending.tokenHash))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  if (row && row.failedAttempts < maxAttemptsPerPendingSignIn) return false;
  await deps.db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, pending.tokenHash));
  return true;
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
