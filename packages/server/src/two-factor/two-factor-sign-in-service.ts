import type { AuthDeps } from '../auth/auth-deps.ts';
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

/**
 * Finishes a pending sign-in when `check` accepts the second factor, and answers the new session's
 * token. Every code counts against the pending sign-in and the account before it is checked.
 */
async function finishSignIn(
  deps: AuthDeps,
  pendingToken: string | undefined,
  check: (accountId: string) => Promise<CodeOutcome>,
  refusal: (outcome: Exclude<CodeOutcome, 'ok'>) => Error,
): Promise<string> {
  const pending = await findPendingSignIn(deps, pendingToken);
  const attemptsLeft = await takeAttempt(deps, pending);
  const outcome = await check(pending.accountId);
  if (outcome !== 'ok') {
    if (attemptsLeft > 0) throw refusal(outcome);
    await dropPendingSignIn(deps, pending);
    throw tooManyWrongCodes();
  }
  return deps.db.transaction(async (tx) => {
    if (!(await finishPendingSignIn(tx, pending))) throw noPendingSignIn();
    return deps.sessions.create(pending.accountId, tx);
  });
}

export function signInWithCode(deps: AuthDeps, pendingToken: string | undefined, code: string) {
  return finishSignIn(
    deps,
    pendingToken,
    (accountId) => checkTotpCode(deps, accountId, code),
    (outcome) => (outcome === 'used' ? codeAlreadyUsed() : wrongCode()),
  );
}

export function signInWithRecoveryCode(
  deps: AuthDeps,
  pendingToken: string | undefined,
  recoveryCode: string,
) {
  return finishSignIn(
    deps,
    pendingToken,
    (accountId) => checkRecoveryCode(deps, accountId, recoveryCode),
    () => wrongRecoveryCode(),
  );
}
