import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Links } from '../mail/mail-links.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { findAccountById } from './account-repository.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import type { Account } from './session-service.ts';

/** Alike for known and unknown addresses, so the answer never tells whether an account exists. */
export const passwordSignInLocked = () =>
  new DomainError(
    'PASSWORD_SIGN_IN_LOCKED',
    'Signing in with the password is locked (after too many wrong passwords, or “This wasn’t me”). Use the link in the mail we sent the account, or choose a new password; a passkey still works.',
  );

/** Locks password sign-in of the account and mails the unlock link, once per lock. */
export async function lockPasswordSignIn(
  db: Database,
  account: Account | undefined,
  now: Date,
  outbox: Outbox,
  links: Links,
): Promise<void> {
  if (!account) return;
  await db.transaction(async (tx) => {
    const locked = await tx
      .update(accounts)
      .set({ passwordLockedAt: now })
      .where(and(eq(accounts.id, account.id), isNull(accounts.passwordLockedAt)))
      .returning({ id: accounts.id });
    if (locked.length === 0) return;
    const token = await issueToken(tx, account.id, 'unlock', now);
    await outbox.enqueue(tx, {
      to: account.email,
      accountId: account.id,
      ...renderMail('passwordLocked', mailLocale(account.locale), {
        firstName: account.firstName,
        actionUrl: links.unlock(token),
        forgotUrl: links.forgotPassword,
      }),
    });
  });
  void outbox.deliverPending();
}

/** Uses the mailed link: password sign-in works again and the wrong passwords so far are forgotten. */
export async function unlockPasswordSignIn(
  db: Database,
  token: string,
  ip: string,
  now: Date,
  limiter: AuthLimiter,
): Promise<void> {
  await limiter.hit('mailLinksPerIp', ip);
  const email = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'unlock', now);
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    await tx.update(accounts).set({ passwordLockedAt: null }).where(eq(accounts.id, account.id));
    return account.email;
  });
  await limiter.clear('failedPasswordsPerAccount', email);
}
