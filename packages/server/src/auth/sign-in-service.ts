import { DomainError } from '../errors.ts';
import { createPendingSignIn } from '../two-factor/pending-sign-ins.ts';
import { findAccountByEmail } from './account-repository.ts';
import type { AuthDeps } from './auth-deps.ts';
import { verifyPassword } from './password-hashing.ts';
import type { Account } from './session-service.ts';

/** "2fa" for accounts with a second factor: a pending sign-in then waits for the code instead of a session. */
export type SignInResult = { status: 'ok'; sessionToken: string } | { status: '2fa'; pendingToken: string };

const invalidCredentials = () => new DomainError('INVALID_CREDENTIALS', 'Invalid e-mail or password');

/**
 * Checks a password against the per-account failure limit (100 an hour) and counts a wrong one,
 * for sign-in and for the settings calls that ask for the password again alike.
 */
export async function checkPassword(
  deps: AuthDeps,
  account: Account | undefined,
  email: string,
  password: string,
) {
  await deps.limiter.check('failedPasswordsPerAccount', email);
  const valid = await verifyPassword(account?.passwordHash, password);
  if (!valid) await deps.limiter.hit('failedPasswordsPerAccount', email).catch(() => undefined);
  return valid;
}

export async function signIn(
  deps: AuthDeps,
  { email, password }: { email: string; password: string },
  ip: string,
): Promise<SignInResult> {
  await deps.limiter.hit('loginPerIp', ip);
  const account = await findAccountByEmail(deps.db, email);
  if (!(await checkPassword(deps, account, email, password)) || !account) throw invalidCredentials();
  if (!account.confirmedAt) {
    throw new DomainError(
      'ACCOUNT_UNCONFIRMED',
      'Please confirm your e-mail address first: follow the link in the mail we sent you.',
    );
  }
  if (account.twoFactorEnabled) {
    return { status: '2fa', pendingToken: await createPendingSignIn(deps, account.id) };
  }
  return { status: 'ok', sessionToken: await deps.sessions.create(account.id) };
}
