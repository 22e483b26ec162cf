import { findAccountByEmail } from '../auth/account-repository.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { type EventOrigin, recordSecurityEvent } from './security-log.ts';

/** A wrong password for an existing account goes into that account's log (never the password tried). */
export async function recordFailedSignIn(
  db: Database,
  error: unknown,
  email: string,
  origin: EventOrigin,
  now: Date,
): Promise<void> {
  if (!(error instanceof DomainError) || error.code !== 'INVALID_CREDENTIALS') return;
  const account = await findAccountByEmail(db, email);
  if (account)
    await recordSecurityEvent(db, {
      accountId: account.id,
      kind: 'sign-in-failed',
      origin,
      at: now,
    });
}
