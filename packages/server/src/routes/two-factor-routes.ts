import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { parseInput } from '../auth/auth-input.ts';
import { DomainError } from '../errors.ts';
import { reportChange } from '../security/account-changes.ts';
import type { SignInMethod } from '../security/security-log.ts';
import { twoFactorSchemas } from '../two-factor/two-factor-input.ts';
import {
  confirmSetup,
  disableWithCode,
  disableWithRecoveryCode,
  regenerateRecoveryCodes,
  startSetup,
} from '../two-factor/two-factor-setup-service.ts';
import {
  type CodeAttempt,
  signInWithCode,
  signInWithRecoveryCode,
} from '../two-factor/two-factor-sign-in-service.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';
import { startSession } from './session-start.ts';

const success = { success: true } as const;

/** The disable calls fail as `{success: false, error, code}` (api-contract.md), whatever the reason. */
async function withFailureFlag(action: () => Promise<void>): Promise<typeof success> {
  try {
    await action();
    return success;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw new DomainError(error.code, error.message, { ...error.details, success: false });
  }
}

/** The code step of sign-in and /api/auth/setup/2fa/*: TOTP with recovery codes. */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  { cookies, requireFreshSession }: RouteContext,
): void {
  const finishSignIn =
    (method: SignInMethod, finish: (attempt: CodeAttempt, body: unknown) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const attempt = { pendingToken: cookies.pendingSignIn.read(request), origin: originOf(request) };
      const sessionToken = await finish(attempt, request.body);
      cookies.pendingSignIn.clear(reply);
      await startSession(deps, cookies, request, reply, sessionToken, method);
      return { status: 'ok' as const };
    };

  app.post(
    '/api/auth/login/2fa',
    finishSignIn('password+code', (attempt, body) =>
      signInWithCode(deps, attempt, parseInput(twoFactorSchemas.code, body).code),
    ),
  );

  app.post(
    '/api/auth/login/2fa/recovery',
    finishSignIn('password+recovery-code', (attempt, body) =>
      signInWithRecoveryCode(deps, attempt, parseInput(twoFactorSchemas.recoveryCode, body).recoveryCode),
    ),
  );

  app.post('/api/auth/setup/2fa', async (request) => {
    const { account } = await requireFreshSession(request);
    parseInput(twoFactorSchemas.empty, request.body);
    return startSetup(deps, account);
  });

  app.post('/api/auth/setup/2fa/confirm', async (request) => {
    const { account } = await requireFreshSession(request);
    const { code } = parseInput(twoFactorSchemas.code, request.body);
    const recoveryCodes = await confirmSetup(deps, account, code);
    await reportChange(deps, account, originOf(request), 'two-factor-enabled', 'twoFactorEnabled');
    return { recoveryCodes };
  });

  app.post('/api/auth/setup/2fa/recovery-codes', async (request) => {
    const { account } = await requireFreshSession(request);
    const { code } = parseInput(twoFactorSchemas.code, request.body);
    const recoveryCodes = await regenerateRecoveryCodes(deps, account, code);
    await reportChange(
      deps,
      account,
      originOf(request),
      'recovery-codes-regenerated',
      'recoveryCodesRegenerated',
    );
    return { recoveryCodes };
  });

  app.post('/api/auth/setup/2fa/disable', async (request) =>
    withFailureFlag(async () => {
      const { account } = await requireFreshSession(request);
      await disableWithCode(deps, account, parseInput(twoFactorSchemas.code, request.body).code);
      await reportChange(deps, account, originOf(request), 'two-factor-disabled', 'twoFactorDisabled');
    }),
  );

  app.post('/api/auth/setup/2fa/disable/recovery', async (request) =>
    withFailureFlag(async () => {
      const { account } = await requireFreshSession(request);
      const { recoveryCode } = parseInput(twoFactorSchemas.recoveryCode, request.body);
      await disableWithRecoveryCode(deps, account, recoveryCode);
      await reportChange(deps, account, originOf(request), 'two-factor-disabled', 'twoFactorDisabled');
    }),
  );
}
