import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { totpCredentials } from '../db/schema.ts';
import { consumeRecoveryCode } from './recovery-codes.ts';
import { matchTimeStep } from './totp.ts';
import { openTotpSecret } from './totp-secrets.ts';

export type CodeOutcome = 'ok' | 'wrong' | 'used';

/**
 * Accepts a TOTP code of the account's confirmed secret once: the step it belongs to must be later
 * than the last one used, and recording it is one conditional update, so a parallel replay loses.
 */
async function acceptTotpCode(deps: AuthDeps, accountId: string, code: string): Promise<CodeOutcome> {
  const [credential] = await deps.db
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.accountId, accountId));
  if (!credential?.secret) return 'wrong';
  const secret = openTotpSecret(deps.secrets, credential.secret, accountId);
  const step = await matchTimeStep(secret, code, deps.now());
  if (step === null) return 'wrong';
  const recorded = await deps.db
    .update(totpCredentials)
    .set({ lastTimeStep: step })
    .where(
      and(
        eq(totpCredentials.accountId, accountId),
        or(isNull(totpCredentials.lastTimeStep), lt(totpCredentials.lastTimeStep, step)),
      ),
    )
    .returning({ accountId: totpCredentials.accountId });
  return recorded.length > 0 ? 'ok' : 'used';
}

/**
 * Runs a code check under the per-account limit of wrong codes in a row: the attempt is counted
 * before the check (429 past the limit), and a right code clears the count.
 */
export async function limited(
  deps: AuthDeps,
  accountId: string,
  check: () => Promise<CodeOutcome>,
): Promise<CodeOutcome> {
  await deps.limiter.hit('failedCodesPerAccount', accountId);
  const outcome = await check();
  if (outcome === 'ok') await deps.limiter.clear('failedCodesPerAccount', accountId);
  return outcome;
}

/** Checks a TOTP code of the confirmed secret, limited. */
export function checkTotpCode(deps: AuthDeps, accountId: string, code: string): Promise<CodeOutcome> {
  return limited(deps, accountId, () => acceptTotpCode(deps, accountId, code));
}

/** Spends a recovery code, limited. */
export function checkRecoveryCode(deps: AuthDeps, accountId: string, code: string): Promise<CodeOutcome> {
  return limited(deps, accountId, async () =>
    (await consumeRecoveryCode(deps.db, accountId, code, deps.now())) ? 'ok' : 'wrong',
  );
}
