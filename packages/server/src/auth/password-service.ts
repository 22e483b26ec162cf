import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, passkeys } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import { listPasskeys } from '../passkeys/passkey-repository.ts';
import { type EventOrigin, recordSecurityEvent } from '../security/security-log.ts';
import { sendSecurityNotice } from '../security/security-notices.ts';
import { findAccountByEmail, findAccountById } from './account-repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { consumeToken, findOpenToken, issueToken, retireTokens } from './one-time-tokens.ts';
import { hashPassword } from './password-hashing.ts';
import { type Account, endAllSessions } from './session-service.ts';
import { checkPassword } from './sign-in-service.ts';

export const wrongPassword = () => new DomainError('INVALID_PASSWORD', 'The password is not correct.');

/** Answers alike whether or not the address has an account; only a real one gets a mail. */
export async function forgotPassword(deps: AuthDeps, email: string, ip: string): Promise<void> {
  await deps.limiter.hit('forgotPerIp', ip);
  await deps.limiter.hit('forgotPerEmail', email);
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  await deps.db.transaction((tx) => mailResetLink(deps, tx, account));
  void deps.outbox.deliverPending();
}

/** Puts a reset link mail for the account into the outbox, in the caller's transaction; no limit. */
export async function mailResetLink(deps: AuthDeps, tx: Database, account: Account): Promise<void> {
  const token = await issueToken(tx, account.id, 'password-reset', deps.now());
  await deps.outbox.enqueue(tx, {
    to: account.email,
    accountId: account.id,
    ...renderMail('passwordReset', mailLocale(account.locale), {
      firstName: account.firstName,
      actionUrl: deps.links.passwordReset(token),
    }),
  });
}

/**
 * A reset proves the mailbox, so it also confirms an unconfirmed account and unlocks password
 * sign-in; it ends every session. The token is checked before the costly hashing.
 */
export async function resetPassword(
  deps: AuthDeps,
  token: string,
  newPassword: string,
  origin: EventOrigin,
  removePasskeys = false,
): Promise<void> {
  await deps.limiter.hit('mailLinksPerIp', origin.address);
  const now = deps.now();
  await findOpenToken(deps.db, token, 'password-reset', now);
  const passwordHash = await hashPassword(newPassword);
  const email = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'password-reset', now);
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    await tx
      .update(accounts)
      .set({ passwordHash, confirmedAt: account.confirmedAt ?? now, passwordLockedAt: null })
      .where(eq(accounts.id, account.id));
    await retireTokens(tx, account.id, ['password-reset', 'confirm', 'decline', 'unlock'], now);
    if (removePasskeys) await tx.delete(passkeys).where(eq(passkeys.accountId, account.id));
    await endAllSessions(tx, account.id, deps.endAccess);
    // In the log and a notice with "This wasn't me", like a change made in the settings.
    await recordSecurityEvent(tx, { accountId: account.id, kind: 'password-changed', origin, at: now });
    await sendSecurityNotice(deps, account, 'passwordChanged', origin, tx);
    return account.email;
  });
  await deps.limiter.clear('failedPasswordsPerAccount', email);
  void deps.outbox.deliverPending();
}

/** Ends the account's other sessions; the one making the change stays signed in. */
export async function changePassword(
  deps: AuthDeps,
  account: Account,
  currentSessionHash: string,
  { oldPassword, newPassword }: { oldPassword: string; newPassword: string },
): Promise<void> {
  if (!(await checkPassword(deps, account, account.email, oldPassword))) throw wrongPassword();
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, account.id));
    await endAllSessions(tx, account.id, deps.endAccess, currentSessionHash);
    await retireTokens(tx, account.id, ['password-reset'], deps.now());
    // The notice carries "This wasn't me"; this service does not know the browser, so it names none.
    await sendSecurityNotice(deps, account, 'passwordChanged', undefined, tx);
  });
  void deps.outbox.deliverPending();
}

/** The passkeys of the account a reset link belongs to, so the reset page can offer to remove them. */
export async function passkeysForReset(deps: AuthDeps, token: string) {
  const row = await findOpenToken(deps.db, token, 'password-reset', deps.now());
  return (await listPasskeys(deps.db, row.accountId)).map((passkey) => ({
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
  }));
}
