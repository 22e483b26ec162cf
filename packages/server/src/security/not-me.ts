import { and, eq, gte } from 'drizzle-orm';
import { findAccountById } from '../auth/account-repository.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { consumeToken, retireTokens } from '../auth/one-time-tokens.ts';
import { forgotPassword } from '../auth/password-service.ts';
import { passkeys, totpCredentials } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { turnOffTwoFactor } from '../two-factor/two-factor-setup-service.ts';
import { type EventOrigin, recordSecurityEvent, type SecurityEventKind } from './security-log.ts';

const day = 24 * 60 * 60 * 1000;

/** What "This wasn't me" undid, so the page can tell the owner. */
export interface LockDownResult {
  passkeysRemoved: number;
  twoFactorDisabled: boolean;
}

/**
 * "This wasn't me" from a notice mail: every session ends, pending e-mail changes die, and a
 * password reset link is mailed to the owner. What the intruder may have set up goes too: the
 * passkeys added and a 2FA turned on since the mailed event, or in the last 24 hours if that
 * reaches further back. A reset keeps 2FA on, so an intruder's 2FA would lock the owner out.
 */
export async function lockDownAccount(
  deps: AuthDeps,
  token: string,
  origin: EventOrigin,
): Promise<LockDownResult> {
  const now = deps.now();
  const { account, result } = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'not-me', now);
    const found = await findAccountById(tx, row.accountId);
    if (!found) throw new DomainError('INVALID_TOKEN', 'This link is not valid.');
    const since = new Date(Math.min(row.createdAt.getTime(), now.getTime() - day));
    await deps.sessions.endAllOf(found.id, { db: tx });
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.accountId, found.id), gte(passkeys.createdAt, since)))
      .returning({ id: passkeys.id });
    const [recentTwoFactor] = await tx
      .select({ accountId: totpCredentials.accountId })
      .from(totpCredentials)
      .where(and(eq(totpCredentials.accountId, found.id), gte(totpCredentials.enabledAt, since)));
    const twoFactorDisabled = found.twoFactorEnabled && recentTwoFactor !== undefined;
    if (twoFactorDisabled) await turnOffTwoFactor(tx, found.id);
    // The other notices' links would only sign the owner out again once they have a new password.
    await retireTokens(tx, found.id, ['not-me', 'email-change'], now);
    return { account: found, result: { passkeysRemoved: removed.length, twoFactorDisabled } };
  });
  const undone: SecurityEventKind[] = [
    ...(result.twoFactorDisabled ? (['two-factor-disabled'] as const) : []),
    ...Array.from({ length: result.passkeysRemoved }, () => 'passkey-removed' as const),
  ];
  for (const kind of ['not-me', ...undone] as const) {
    await recordSecurityEvent(deps.db, { accountId: account.id, kind, origin, at: now });
  }
  await forgotPassword(deps, account.email, origin.address);
  return result;
}
