import { and, eq, isNull } from 'drizzle-orm';
import { accounts } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { mailLocale, renderMail } from '../mail/mail-templates.ts';
import { findAccountById } from './account-repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { consumeToken, issueToken } from './one-time-tokens.ts';
import type { Account } from './session-service.ts';

/** Alike for known and unknown addresses, so the answer never tells whether an account exists. */
export const passwordSignInLocked = () =>
  new DomainError(
    'PASSWORD_SIGN_IN_LOCKED',
    'Signing in with the password is locked (after too many wrong passwords, or “This wasn’t me”). Use the link in the mail we sent the account, or choose a new password; a passkey still works.',
  );

/** Locks password sign-in of the account and mails the unlock link, once per lock. */
export async function lockPasswordSignIn(deps: AuthDeps, account: Account | undefined): Promise<void> {
  if (!account) return;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await tx
      .update(accounts)
      .set({ passwordLockedAt: now })
      .where(and(eq(accounts.id, account.id), isNull(accounts.passwordLockedAt)))
      .returning({ id: accounts.id });
    if (locked.length === 0) return;
    const token = await issueToken(tx, account.id, 'unlock', now);
    await deps.outbox.enqueue(tx, {
      to: account.email,
      accountId: account.id,
      ...renderMail('passwordLocked', mailLocale(account.locale), {
        firstName: account.firstName,
        actionUrl: deps.links.unlock(token),
        forgotUrl: deps.links.forgotPassword,
      }),
    });
  });
  void deps.outbox.deliverPending();
}

/** Uses the mailed link: password sign-in works again and the wrong passwords so far are forgotten. */
export async function unlockPasswordSignIn(deps: AuthDeps, token: string, ip: string): Promise<void> {
  await deps.limiter.hit('mailLinksPerIp', ip);
  const email = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'unlock', deps.now());
    const account = await findAccountById(tx, row.accountId);
    if (!account) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    await tx.update(accounts).set({ passwordLockedAt: null }).where(eq(accounts.id, account.id));
    return account.email;
  });
  await deps.limiter.clear('failedPasswordsPerAccount', email);
}
