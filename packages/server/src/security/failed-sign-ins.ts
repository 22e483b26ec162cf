import { findAccountByEmail } from '../auth/account-repository.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { DomainError } from '../errors.ts';
import { type EventOrigin, recordSecurityEvent } from './security-log.ts';

/** A wrong password for an existing account goes into that account's log (never the password tried). */
export async function recordFailedSignIn(
  deps: AuthDeps,
  error: unknown,
  email: string,
  origin: EventOrigin,
): Promise<void> {
  if (!(error instanceof DomainError) || error.code !== 'INVALID_CREDENTIALS') return;
  const account = await findAccountByEmail(deps.db, email);
  if (account)
    await recordSecurityEvent(deps.db, {
      accountId: account.id,
      kind: 'sign-in-failed',
      origin,
      at: deps.now(),
    });
}
