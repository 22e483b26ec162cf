import { and, eq, gt } from 'drizzle-orm';
import { findAccountById } from '../auth/account-repository.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { consumeToken, retireTokens } from '../auth/one-time-tokens.ts';
import { forgotPassword } from '../auth/password-service.ts';
import { passkeys } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { type EventOrigin, recordSecurityEvent } from './security-log.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * "This wasn't me" from a notice mail: every session ends, the passkeys added in the last 24 hours
 * go, pending e-mail changes die, and a password reset link is mailed to the owner.
 */
export async function lockDownAccount(deps: AuthDeps, token: string, origin: EventOrigin): Promise<void> {
  const now = deps.now();
  const account = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'not-me', now);
    const found = await findAccountById(tx, row.accountId);
    if (!found) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    await deps.sessions.endAllOf(found.id, { db: tx });
    await tx
      .delete(passkeys)
      .where(and(eq(passkeys.accountId, found.id), gt(passkeys.createdAt, new Date(now.getTime() - day))));
    // The other notices' links would only sign the owner out again once they have a new password.
    await retireTokens(tx, found.id, ['not-me', 'email-change'], now);
    return found;
  });
  await recordSecurityEvent(deps.db, { accountId: account.id, kind: 'not-me', origin, at: now });
  await forgotPassword(deps, account.email, origin.address);
}
