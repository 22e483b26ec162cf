import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { webauthnChallenges } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { ceremonyTimeoutMs } from './relying-party.ts';

export type CeremonyPurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

// Rows outlive their expiry by an hour, so a late answer still hears "expired", not "unknown".
const keepAfterExpiryMs = 60 * 60 * 1000;

/** Keeps a challenge the server just handed out; long-expired ones are swept on the way. */
export async function keepChallenge(
  db: Database,
  challenge: string,
  purpose: CeremonyPurpose,
  accountId: string | null,
  now: Date,
): Promise<void> {
  await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expiresAt, new Date(now.getTime() - keepAfterExpiryMs)));
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose,
    accountId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ceremonyTimeoutMs),
  });
}

/**
 * Keeps an account's challenge in place of its earlier unused ones of the same purpose, so asking
 * again and again leaves one row, not one per call.
 */
export async function replaceChallenge(
  db: Database,
  challenge: string,
  purpose: CeremonyPurpose,
  accountId: string,
  now: Date,
): Promise<void> {
  await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.accountId, accountId),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
      ),
    );
  await keepChallenge(db, challenge, purpose, accountId, now);
}

const unknownChallenge = () =>
  new DomainError('CHALLENGE_UNKNOWN', 'This passkey request is not known. Please start again.');

/**
 * Uses up the challenge a ceremony answered, whether or not its signature then verifies, so it
 * never counts twice. A registration's challenge belongs to the account that asked for it.
 */
export async function consumeChallenge(
  db: Database,
  challenge: string,
  purpose: CeremonyPurpose,
  accountId: string | null,
  now: Date,
): Promise<void> {
  const owner =
    accountId === null ? isNull(webauthnChallenges.accountId) : eq(webauthnChallenges.accountId, accountId);
  const match = and(
    eq(webauthnChallenges.challenge, challenge),
    eq(webauthnChallenges.purpose, purpose),
    owner,
  );
  const [used] = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(and(match, isNull(webauthnChallenges.usedAt)))
    .returning();
  if (!used) {
    const [known] = await db.select().from(webauthnChallenges).where(match);
    if (known)
      throw new DomainError('CHALLENGE_USED', 'This passkey request was already used. Please start again.');
    throw unknownChallenge();
  }
  if (used.expiresAt.getTime() <= now.getTime()) {
    throw new DomainError('CHALLENGE_EXPIRED', 'This passkey request has expired. Please start again.');
  }
}
