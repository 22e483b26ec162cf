import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import type { Links } from '../mail/mail-links.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import { createPendingSignIn } from '../two-factor/pending-sign-ins.ts';
import { findAccountByEmail } from './account-repository.ts';
import { verifyPassword } from './password-hashing.ts';
import { lockPasswordSignIn, passwordSignInLocked } from './password-lock.ts';
import { type Account, createSession } from './session-service.ts';

/** "2fa" for accounts with a second factor: a pending sign-in then waits for the code instead of a session. */
export type SignInResult = { status: 'ok'; sessionToken: string } | { status: '2fa'; pendingToken: string };

const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');

/**
 * Checks a password, for sign-in and for the settings calls that ask for it again alike. Each try
 * is counted before the hash is compared, so parallel guesses cannot slip past a limit: 10 wrong
 * ones in a row per account and client address (sign-in only) answer 429 for a growing time, 100
 * per account lock password sign-in until the mailed unlock link is used. A right one clears both.
 */
export async function checkPassword(
  db: Database,
  account: Account | undefined,
  email: string,
  password: string,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
  clientAddress?: string,
) {
  const pair = clientAddress && `${email} ${clientAddress}`;
  if (pair) await limiter.hit('failedPasswordsPerAccountAndAddress', pair);
  if (!(await limiter.tryHit('failedPasswordsPerAccount', email))) {
    await lockPasswordSignIn(db, account, now, outbox, links);
    throw passwordSignInLocked();
  }
  const valid = await verifyPassword(account?.passwordHash, password);
  if (valid) {
    await limiter.clear('failedPasswordsPerAccount', email);
    if (pair) await limiter.clear('failedPasswordsPerAccountAndAddress', pair);
  }
  return valid;
}

export async function signIn(
  db: Database,
  { email, password }: { email: string; password: string },
  ip: string,
  now: Date,
  limiter: AuthLimiter,
  outbox: Outbox,
  links: Links,
): Promise<SignInResult> {
  await limiter.hit('loginPerIp', ip);
  const account = await findAccountByEmail(db, email);
  if (account?.passwordLockedAt) throw passwordSignInLocked();
  if (!(await checkPassword(db, account, email, password, now, limiter, outbox, links, ip)) || !account)
    throw invalidCredentials();
  if (!account.confirmedAt) {
    throw new DomainError(
      'ACCOUNT_UNCONFIRMED',
      'Please confirm your e-mail address first: follow the link in the mail we sent you.',
    );
  }
  if (account.twoFactorEnabled) {
    return { status: '2fa', pendingToken: await createPendingSignIn(db, account.id, now) };
  }
  return { status: 'ok', sessionToken: await createSession(db, account.id, now) };
}
