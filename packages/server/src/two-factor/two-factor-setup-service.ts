import { and, eq } from 'drizzle-orm';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { accounts, recoveryCodes, totpCredentials } from '../db/schema.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { type CodeOutcome, checkRecoveryCode, checkTotpCode, limited } from './code-check.ts';
import { endPendingSignInsOf } from './pending-sign-ins.ts';
import { replaceRecoveryCodes } from './recovery-codes.ts';
import { matchTimeStep, newTotpSecret, otpauthUri, qrCodeDataUrl } from './totp.ts';
import { openTotpSecret } from './totp-secrets.ts';
import {
  alreadyEnabled,
  codeAlreadyUsed,
  notEnabled,
  setupNotStarted,
  wrongCode,
  wrongRecoveryCode,
} from './two-factor-errors.ts';

export interface SetupStart {
  secret: string;
  uri: string;
  qrCode: string;
}

/**
 * A new secret waiting for its first code; a setup started earlier is replaced. The secret is
 * answered only here: once confirmed, no call returns it again.
 */
export async function startSetup(
  db: Database,
  account: Account,
  now: Date,
  secrets: SecretBox,
): Promise<SetupStart> {
  if (account.twoFactorEnabled) throw alreadyEnabled();
  const secret = newTotpSecret();
  const sealed = secrets.seal(secret, account.id);
  await db
    .insert(totpCredentials)
    .values({ accountId: account.id, pendingSecret: sealed, createdAt: now })
    .onConflictDoUpdate({ target: totpCredentials.accountId, set: { pendingSecret: sealed } });
  const uri = otpauthUri(secret, account.email);
  return { secret, uri, qrCode: await qrCodeDataUrl(uri) };
}

/** The first right code turns 2FA on and answers the recovery codes, the only time they are shown. */
export async function confirmSetup(
  db: Database,
  account: Account,
  code: string,
  now: Date,
  limiter: AuthLimiter,
  secrets: SecretBox,
): Promise<string[]> {
  if (account.twoFactorEnabled) throw alreadyEnabled();
  const [credential] = await db
    .select()
    .from(totpCredentials)
    .where(eq(totpCredentials.accountId, account.id));
  const pendingSecret = credential?.pendingSecret;
  if (!pendingSecret) throw setupNotStarted();
  let step: number | null = null;
  const outcome = await limited(
    account.id,
    async () => {
      step = await matchTimeStep(openTotpSecret(secrets, pendingSecret, account.id), code, now);
      return step === null ? 'wrong' : 'ok';
    },
    limiter,
  );
  if (outcome !== 'ok' || step === null) throw wrongCode();
  const timeStep: number = step;
  return db.transaction(async (tx) => {
    // Conditional on the secret the code was checked against, so a setup restarted meanwhile wins.
    const moved = await tx
      .update(totpCredentials)
      .set({ secret: pendingSecret, pendingSecret: null, lastTimeStep: timeStep, enabledAt: now })
      .where(and(eq(totpCredentials.accountId, account.id), eq(totpCredentials.pendingSecret, pendingSecret)))
      .returning({ accountId: totpCredentials.accountId });
    if (moved.length === 0) throw setupNotStarted();
    await tx.update(accounts).set({ twoFactorEnabled: true }).where(eq(accounts.id, account.id));
    return replaceRecoveryCodes(tx, account.id, now);
  });
}

/** A new set of recovery codes for a right TOTP code; the old set stops working. */
export async function regenerateRecoveryCodes(
  db: Database,
  account: Account,
  code: string,
  now: Date,
  limiter: AuthLimiter,
  secrets: SecretBox,
): Promise<string[]> {
  if (!account.twoFactorEnabled) throw notEnabled();
  const outcome = await checkTotpCode(db, account.id, code, now, limiter, secrets);
  if (outcome !== 'ok') throw outcome === 'used' ? codeAlreadyUsed() : wrongCode();
  return db.transaction((tx) => replaceRecoveryCodes(tx, account.id, now));
}

/** Deletes the secret and the recovery codes and ends the sign-ins waiting for a code. */
export async function turnOffTwoFactor(tx: Database, accountId: string): Promise<void> {
  await tx.delete(totpCredentials).where(eq(totpCredentials.accountId, accountId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await endPendingSignInsOf(tx, accountId);
  await tx.update(accounts).set({ twoFactorEnabled: false }).where(eq(accounts.id, accountId));
}

async function disable(
  db: Database,
  account: Account,
  check: () => Promise<CodeOutcome>,
  refusal: (outcome: Exclude<CodeOutcome, 'ok'>) => Error,
): Promise<void> {
  if (!account.twoFactorEnabled) throw notEnabled();
  const outcome = await check();
  if (outcome !== 'ok') throw refusal(outcome);
  await db.transaction((tx) => turnOffTwoFactor(tx, account.id));
}

export function disableWithCode(
  db: Database,
  account: Account,
  code: string,
  now: Date,
  limiter: AuthLimiter,
  secrets: SecretBox,
): Promise<void> {
  return disable(
    db,
    account,
    () => checkTotpCode(db, account.id, code, now, limiter, secrets),
    (outcome) => (outcome === 'used' ? codeAlreadyUsed() : wrongCode()),
  );
}

export function disableWithRecoveryCode(
  db: Database,
  account: Account,
  recoveryCode: string,
  now: Date,
  limiter: AuthLimiter,
): Promise<void> {
  return disable(
    db,
    account,
    () => checkRecoveryCode(db, account.id, recoveryCode, now, limiter),
    () => wrongRecoveryCode(),
  );
}
