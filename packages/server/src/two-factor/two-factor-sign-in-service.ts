import { createSession } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import type { AuthLimiter } from '../rate-limit/auth-limits.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { type EventOrigin, recordSecurityEvent, type SignInMethod } from '../security/security-log.ts';
import { type CodeOutcome, checkRecoveryCode, checkTotpCode } from './code-check.ts';
import {
  dropPendingSignIn,
  findPendingSignIn,
  finishPendingSignIn,
  takeAttempt,
} from './pending-sign-ins.ts';
import {
  codeAlreadyUsed,
  noPendingSignIn,
  tooManyWrongCodes,
  wrongCode,
  wrongRecoveryCode,
} from './two-factor-errors.ts';

/** A code step: the pending sign-in's cookie, and the browser the code came from (for the security log). */
export interface CodeAttempt {
  pendingToken: string | undefined;
  origin: EventOrigin;
}

/**
 * Finishes a pending sign-in when `check` accepts the second factor, and answers the new session's
 * token. Every code counts against the pending sign-in and the account before it is checked; a
 * refused one goes into the account's log as a wrong code at sign-in, with its `method`.
 */
async function finishSignIn(
  db: Database,
  { pendingToken, origin }: CodeAttempt,
  method: SignInMethod,
  check: (accountId: string) => Promise<CodeOutcome>,
  refusal: (outcome: Exclude<CodeOutcome, 'ok'>) => Error,
  now: Date,
): Promise<string> {
  const pending = await findPendingSignIn(db, pendingToken, now);
  const attemptsLeft = await takeAttempt(db, pending);
  const outcome = await check(pending.accountId);
  if (outcome !== 'ok') {
    await recordSecurityEvent(db, {
      accountId: pending.accountId,
      kind: 'sign-in-code-failed',
      method,
      origin,
      at: now,
    });
    if (attemptsLeft > 0) throw refusal(outcome);
    await dropPendingSignIn(db, pending);
    throw tooManyWrongCodes();
  }
  return db.transaction(async (tx) => {
    if (!(await finishPendingSignIn(tx, pending))) throw noPendingSignIn();
    return createSession(tx, pending.accountId, now);
  });
}

export function signInWithCode(
  db: Database,
  attempt: CodeAttempt,
  code: string,
  now: Date,
  limiter: AuthLimiter,
  secrets: SecretBox,
) {
  return finishSignIn(
    db,
    attempt,
    'password+code',
    (accountId) => checkTotpCode(db, accountId, code, now, limiter, secrets),
    (outcome) => (outcome === 'used' ? codeAlreadyUsed() : wrongCode()),
    now,
  );
}

export function signInWithRecoveryCode(
  db: Database,
  attempt: CodeAttempt,
  recoveryCode: string,
  now: Date,
  limiter: AuthLimiter,
) {
  return finishSignIn(
    db,
    attempt,
    'password+recovery-code',
    (accountId) => checkRecoveryCode(db, accountId, recoveryCode, now, limiter),
    () => wrongRecoveryCode(),
    now,
  );
}
