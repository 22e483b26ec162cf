import { eq } from 'drizzle-orm';
import { findAccountById } from '../auth/account-repository.ts';
import { consumeToken, retireTokens } from '../auth/one-time-tokens.ts';
import { mailResetLink } from '../auth/password-service.ts';
import { type Account, endAllSessions } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import { endPendingSignInsOf } from '../two-factor/pending-sign-ins.ts';
import { type PendingRemoval, scheduleFactorRemoval } from './factor-removal.ts';
import { type EventOrigin, recordSecurityEvent } from './security-log.ts';

const day = 24 * 60 * 60 * 1000;

/** What "This wasn't me" set in motion, so the page can tell the owner. */
export interface LockDownResult {
  /** Factors set up since the intrusion, removed at `dueAt` unless a sign-in with a factor comes first. */
  pendingRemoval: PendingRemoval | null;
}

const formatDue = (dueAt: string, locale: 'en-US' | 'de-DE') =>
  `${new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(dueAt))} UTC`;

function describeRemoval(removal: PendingRemoval, locale: 'en-US' | 'de-DE'): string {
  const german = locale === 'de-DE';
  const parts = [
    ...(removal.twoFactor
      ? [german ? 'die Zwei-Faktor-Authentifizierung' : 'two-factor authentication']
      : []),
    ...(removal.passkeys > 0
      ? [`${removal.passkeys} ${german ? 'Passkey' : 'passkey'}${removal.passkeys === 1 ? '' : 's'}`]
      : []),
  ];
  return parts.join(german ? ' und ' : ' and ');
}

/** The mail that announces the removal at once, so an owner who did not ask for it can cancel it. */
async function announceRemoval(
  tx: Database,
  account: Account,
  removal: PendingRemoval,
  outbox: Outbox,
  links: Links,
) {
  const locale = mailLocale(account.locale);
  await outbox.enqueue(tx, {
    to: account.email,
    accountId: account.id,
    ...renderMail('factorRemovalScheduled', locale, {
      firstName: account.firstName,
      due: formatDue(removal.dueAt, locale),
      what: describeRemoval(removal, locale),
      actionUrl: links.signIn,
    }),
  });
}

/**
 * "This wasn't me" from a notice mail: every session and pending sign-in ends, pending e-mail
 * changes die, password sign-in stays locked until a reset, and a reset link is mailed (past the
 * public per-address limit, which anyone can use up). A mail link alone never removes a factor:
 * the passkeys added and a 2FA turned on since the mailed event, or in the last 24 hours if that
 * reaches further back, are removed after 72 hours unless a sign-in with a factor cancels it.
 */
export async function lockDownAccount(
  db: Database,
  token: string,
  origin: EventOrigin,
  now: Date,
  outbox: Outbox,
  links: Links,
  endAccess: EndAccess,
): Promise<LockDownResult> {
  const { account, pendingRemoval } = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'not-me', now);
    const found = await findAccountById(tx, row.accountId);
    if (!found) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    const since = new Date(Math.min(row.createdAt.getTime(), now.getTime() - day));
    await endAllSessions(tx, found.id, endAccess);
    await endPendingSignInsOf(tx, found.id);
    await tx.update(accounts).set({ passwordLockedAt: now }).where(eq(accounts.id, found.id));
    // The other notices' links would only sign the owner out again once they have a new password,
    // and an unlock link must not undo this lock.
    await retireTokens(tx, found.id, ['not-me', 'email-change', 'unlock'], now);
    const removal = await scheduleFactorRemoval(tx, found.id, since, now);
    await mailResetLink(tx, found, now, outbox, links);
    if (removal) await announceRemoval(tx, found, removal, outbox, links);
    return { account: found, pendingRemoval: removal };
  });
  await recordSecurityEvent(db, { accountId: account.id, kind: 'not-me', origin, at: now });
  if (pendingRemoval) {
    await recordSecurityEvent(db, {
      accountId: account.id,
      kind: 'factor-removal-scheduled',
      origin,
      at: now,
    });
  }
  void outbox.deliverPending();
  return { pendingRemoval };
}
