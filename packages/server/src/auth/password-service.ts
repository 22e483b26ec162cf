import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, passkeys } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import { listPasskeys } from '../passkeys/passkey-repository.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { type EventOrigin, recordSecurityEvent } from '../security/security-log.ts';
import { sendSecurityNotice } from '../security/security-notices.ts';
import { findAccountByEmail, findAccountById } from './account-repository.ts';
import { consumeToken, findOpenToken, issueToken, retireTokens } from './one-time-tokens.ts';
import { hashPassword } from './password-hashing.ts';
import { type Account, endAllSessions } from './session-service.ts';
import { checkPassword } from './sign-in-service.ts';

export const wrongPassword = () => new DomainError('INVALID_PASSWORD', 'The password is not correct.');

/** Answers alike whether or not the address has an account; only a real one gets a mail. */
export async function forgotPassword(
  db: Database,
  email: string,
  ip: string,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  await limiter.hit('forgotPerIp', ip);
  await limiter.hit('forgotPerEmail', email);
  const account = await findAccountByEmail(db, email);
  if (!account) return;
  await db.transaction((tx) => mailResetLink(tx, account, now, outbox, links));
  void outbox.deliverPending();
}

/** Puts a reset link mail for the account into the outbox, in the caller's transaction; no limit. */
export async function mailResetLink(
  tx: Database,
  account: Account,
  now: Date,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  const token = await issueToken(tx, account.id, 'password-reset', now);
  await outbox.enqueue(tx, {
    to: account.email,
    accountId: account.id,
    ...renderMail('passwordReset', mailLocale(account.locale), {
      firstName: account.firstName,
      actionUrl: links.passwordReset(token),
    }),
  });
}

/**
 * A reset proves the mailbox, so it also confirms an unconfirmed account and unlocks password
 * sign-in; it ends every session. The token is checked before the costly hashing.
 */
export async function resetPassword(
  db: Database,
  token: string,
  newPassword: string,
  origin: EventOrigin,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
  endAccess: EndAccess,
  removePasskeys = false,
): Promise<void> {
  await limiter.hit('mailLinksPerIp', origin.address);
  await findOpenToken(db, token, 'password-reset', now);
  const passwordHash = await hashPassword(newPassword);
  const email = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'password-reset', now);
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    await tx
      .update(accounts)
      .set({ passwordHash, confirmedAt: account.confirmedAt ?? now, passwordLockedAt: null })
      .where(eq(accounts.id, account.id));
    await retireTokens(tx, account.id, ['password-reset', 'confirm', 'decline', 'unlock'], now);
    if (removePasskeys) await tx.delete(passkeys).where(eq(passkeys.accountId, account.id));
    await endAllSessions(tx, account.id, endAccess);
    // In the log and a notice with "This wasn't me", like a change made in the settings.
    await recordSecurityEvent(tx, { accountId: account.id, kind: 'password-changed', origin, at: now });
    await sendSecurityNotice(tx, account, 'passwordChanged', origin, now, outbox, links);
    return account.email;
  });
  await limiter.clear('failedPasswordsPerAccount', email);
  void outbox.deliverPending();
}

/** Ends the account's other sessions; the one making the change stays signed in. */
export async function changePassword(
  db: Database,
  account: Account,
  currentSessionHash: string,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
  endAccess: EndAccess,
): Promise<void> {
  if (!(await checkPassword(db, account, account.email, oldPassword, now, limiter, outbox, links)))
    throw wrongPassword();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await endAllSessions(tx, account.id, endAccess, currentSessionHash);
    await retireTokens(tx, account.id, ['password-reset'], now);
    // The notice carries "This wasn't me"; this service does not know the browser, so it names none.
    await sendSecurityNotice(tx, account, 'passwordChanged', undefined, now, outbox, links);
  });
  void outbox.deliverPending();
}

/** The passkeys of the account a reset link belongs to, so the reset page can offer to remove them. */
export async function passkeysForReset(db: Database, token: string, now: Date) {
  const row = await findOpenToken(db, token, 'password-reset', now);
  return (await listPasskeys(db, row.accountId)).map((passkey) => ({
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
  }));
}
