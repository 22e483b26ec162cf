import { and, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { passkeys, totpCredentials } from '../db/schema.ts';
import { turnOffTwoFactor } from '../two-factor/two-factor-setup-service.ts';
import { type EventOrigin, recordSecurityEvent } from './security-log.ts';

const hour = 60 * 60 * 1000;
/**
 * How long "This wasn't me" waits before it removes a factor set up since the intrusion: a mail
 * link alone never removes one (ASVS 5.0 §6.4), so the owner has this long to sign in and cancel.
 */
export const factorRemovalDelayMs = 72 * hour;

/** Factors waiting for their removal; the security center and the "not me" page show it. */
export interface PendingRemoval {
  dueAt: string;
  twoFactor: boolean;
  passkeys: number;
}

/** The scheduled removal of the account's factors, or null when none waits. */
export async function pendingRemovalOf(db: Database, accountId: string): Promise<PendingRemoval | null> {
  const keys = await db
    .select({ dueAt: passkeys.removalDueAt })
    .from(passkeys)
    .where(and(eq(passkeys.accountId, accountId), isNotNull(passkeys.removalDueAt)));
  const [totp] = await db
    .select({ dueAt: totpCredentials.removalDueAt })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.accountId, accountId), isNotNull(totpCredentials.removalDueAt)));
  const dates = [...keys, ...(totp ? [totp] : [])].flatMap((row) => (row.dueAt ? [row.dueAt.getTime()] : []));
  if (dates.length === 0) return null;
  return {
    dueAt: new Date(Math.min(...dates)).toISOString(),
    twoFactor: totp !== undefined,
    passkeys: keys.length,
  };
}

/**
 * Marks the passkeys added and a 2FA turned on since `since` for removal in 72 hours; a factor
 * already marked keeps its earlier date. Answers what now waits.
 */
export async function scheduleFactorRemoval(
  tx: Database,
  accountId: string,
  since: Date,
  now: Date,
): Promise<PendingRemoval | null> {
  const dueAt = new Date(now.getTime() + factorRemovalDelayMs);
  await tx
    .update(passkeys)
    .set({ removalDueAt: dueAt })
    .where(
      and(eq(passkeys.accountId, accountId), gte(passkeys.createdAt, since), isNull(passkeys.removalDueAt)),
    );
  await tx
    .update(totpCredentials)
    .set({ removalDueAt: dueAt })
    .where(
      and(
        eq(totpCredentials.accountId, accountId),
        isNotNull(totpCredentials.secret),
        gte(totpCredentials.enabledAt, since),
        isNull(totpCredentials.removalDueAt),
      ),
    );
  return pendingRemovalOf(tx, accountId);
}

/**
 * A sign-in that proved a factor still in place (a code, or a passkey not marked) shows the owner
 * is back: nothing is removed, and the log says so.
 */
export async function cancelFactorRemoval(
  db: Database,
  accountId: string,
  origin: EventOrigin,
  now: Date,
): Promise<void> {
  const keys = await db
    .update(passkeys)
    .set({ removalDueAt: null })
    .where(and(eq(passkeys.accountId, accountId), isNotNull(passkeys.removalDueAt)))
    .returning({ id: passkeys.id });
  const totp = await db
    .update(totpCredentials)
    .set({ removalDueAt: null })
    .where(and(eq(totpCredentials.accountId, accountId), isNotNull(totpCredentials.removalDueAt)))
    .returning({ accountId: totpCredentials.accountId });
  if (keys.length + totp.length === 0) return;
  await recordSecurityEvent(db, { accountId, kind: 'factor-removal-cancelled', origin, at: now });
}

// The server itself removes them, from no browser.
const serverOrigin: EventOrigin = { userAgent: undefined, address: '' };

/**
 * Removes the factors whose time has come, for the purge job. Each row is deleted with `returning`
 * in one transaction, so when several processes run it, each removal and its log entry happen once.
 */
export async function removeDueFactors(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const keys = await tx
      .delete(passkeys)
      .where(lte(passkeys.removalDueAt, now))
      .returning({ accountId: passkeys.accountId });
    const totp = await tx
      .delete(totpCredentials)
      .where(lte(totpCredentials.removalDueAt, now))
      .returning({ accountId: totpCredentials.accountId });
    for (const { accountId } of totp) await turnOffTwoFactor(tx, accountId);
    const removed = [
      ...keys.map(({ accountId }) => ({ accountId, kind: 'passkey-removed' as const })),
      ...totp.map(({ accountId }) => ({ accountId, kind: 'two-factor-disabled' as const })),
    ];
    for (const event of removed) await recordSecurityEvent(tx, { ...event, origin: serverOrigin, at: now });
  });
}
