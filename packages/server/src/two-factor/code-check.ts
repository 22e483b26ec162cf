import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { totpCredentials } from '../db/schema.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { consumeRecoveryCode } from './recovery-codes.ts';
import { matchTimeStep } from './totp.ts';
import { openTotpSecret } from './totp-secrets.ts';

export type CodeOutcome = 'ok' | 'wrong' | 'used';

/**
 * Accepts a TOTP code of the account's confirmed secret once: the step it belongs to must be later
 * than the last one used, and recording it is one conditional update, so a parallel replay loses.
 */
async function acceptTotpCode(
  db: Database,
  accountId: string,
  code: string,
  now: Date,
  secrets: SecretBox,
): Promise<CodeOutcome> {
  const [credential] = await db
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.accountId, accountId));
  if (!credential?.secret) return 'wrong';
  const secret = openTotpSecret(secrets, credential.secret, accountId);
  const step = await matchTimeStep(secret, code, now);
  if (step === null) return 'wrong';
  const recorded = await db
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
  accountId: string,
  check: () => Promise<CodeOutcome>,
  limiter: AuthLimiter,
): Promise<CodeOutcome> {
  await limiter.hit('failedCodesPerAccount', accountId);
  const outcome = await check();
  if (outcome === 'ok') await limiter.clear('failedCodesPerAccount', accountId);
  return outcome;
}

/** Checks a TOTP code of the confirmed secret, limited. */
export function checkTotpCode(
  db: Database,
  accountId: string,
  code: string,
  now: Date,
  limiter: AuthLimiter,
  secrets: SecretBox,
): Promise<CodeOutcome> {
  return limited(accountId, () => acceptTotpCode(db, accountId, code, now, secrets), limiter);
}

/** Spends a recovery code, limited. */
export function checkRecoveryCode(
  db: Database,
  accountId: string,
  code: string,
  now: Date,
  limiter: AuthLimiter,
): Promise<CodeOutcome> {
  return limited(
    accountId,
    async () => ((await consumeRecoveryCode(db, accountId, code, now)) ? 'ok' : 'wrong'),
    limiter,
  );
}
