import type { AuthDeps } from '../auth/auth-deps.ts';
import { createSession } from '../auth/session-service.ts';
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
  deps: AuthDeps,
  { pendingToken, origin }: CodeAttempt,
  method: SignInMethod,
  check: (accountId: string) => Promise<CodeOutcome>,
  refusal: (outcome: Exclude<CodeOutcome, 'ok'>) => Error,
): Promise<string> {
  const pending = await findPendingSignIn(deps, pendingToken);
  const attemptsLeft = await takeAttempt(deps, pending);
  const outcome = await check(pending.accountId);
  if (outcome !== 'ok') {
    await recordSecurityEvent(deps.db, {
      accountId: pending.accountId,
      kind: 'sign-in-code-failed',
      method,
      origin,
      at: deps.now(),
    });
    if (attemptsLeft > 0) throw refusal(outcome);
    await dropPendingSignIn(deps, pending);
    throw tooManyWrongCodes();
  }
  return deps.db.transaction(async (tx) => {
    if (!(await finishPendingSignIn(tx, pending))) throw noPendingSignIn();
    return createSession(tx, pending.accountId, deps.now());
  });
}

export function signInWithCode(deps: AuthDeps, attempt: CodeAttempt, code: string) {
  return finishSignIn(
    deps,
    attempt,
    'password+code',
    (accountId) => checkTotpCode(deps, accountId, code),
    (outcome) => (outcome === 'used' ? codeAlreadyUsed() : wrongCode()),
  );
}

export function signInWithRecoveryCode(deps: AuthDeps, attempt: CodeAttempt, recoveryCode: string) {
  return finishSignIn(
    deps,
    attempt,
    'password+recovery-code',
    (accountId) => checkRecoveryCode(deps, accountId, recoveryCode),
    () => wrongRecoveryCode(),
  );
}
