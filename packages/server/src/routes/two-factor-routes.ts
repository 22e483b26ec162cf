import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../auth/auth-input.ts';
import { DomainError } from '../errors.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
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
import { type AuthRouteContext, reportRequestChange } from './auth-route-context.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';
import { startSession } from './session-start.ts';

const success = { success: true } as const;

/** The disable calls fail as `{success: false, error, code}` (api-contract.md), whatever the reason. */
const withFailureFlag = (error: unknown) =>
  error instanceof DomainError
    ? new DomainError(error.code, error.message, { ...error.details, success: false })
    : error;

/** The code step of sign-in and /api/auth/setup/2fa/*: TOTP with recovery codes. */
export function registerTwoFactorRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { cookies, requireSession, requireFreshSession }: RouteContext,
): void {
  const finishSignIn =
    (method: SignInMethod, finish: (attempt: CodeAttempt, body: unknown) => Promise<string>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const attempt = { pendingToken: cookies.pendingSignIn.read(request), origin: originOf(request) };
      const sessionToken = await finish(attempt, request.body);
      cookies.pendingSignIn.clear(reply);
      await startSession(auth, cookies, request, reply, sessionToken, method);
      return { status: 'ok' as const };
    };

  app.post(
    '/api/auth/login/2fa',
    finishSignIn('password+code', (attempt, body) =>
      signInWithCode(
        auth.db,
        attempt,
        parseInput(twoFactorSchemas.code, body).code,
        auth.now(),
        auth.limiter,
        auth.secrets,
      ),
    ),
  );

  app.post(
    '/api/auth/login/2fa/recovery',
    finishSignIn('password+recovery-code', (attempt, body) =>
      signInWithRecoveryCode(
        auth.db,
        attempt,
        parseInput(twoFactorSchemas.recoveryCode, body).recoveryCode,
        auth.now(),
        auth.limiter,
      ),
    ),
  );

  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/setup/2fa', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      parseInput(twoFactorSchemas.empty, request.body);
      return startSetup(auth.db, account, auth.now(), auth.secrets);
    });

    signedIn.post('/api/auth/setup/2fa/confirm', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      const { code } = parseInput(twoFactorSchemas.code, request.body);
      const recoveryCodes = await confirmSetup(
        auth.db,
        account,
        code,
        auth.now(),
        auth.limiter,
        auth.secrets,
      );
      await reportRequestChange(auth, request, account, 'two-factor-enabled', 'twoFactorEnabled');
      return { recoveryCodes };
    });

    signedIn.post(
      '/api/auth/setup/2fa/recovery-codes',
      { onRequest: requireFreshSession },
      async (request) => {
        const { account } = sessionOf(request);
        const { code } = parseInput(twoFactorSchemas.code, request.body);
        const recoveryCodes = await regenerateRecoveryCodes(
          auth.db,
          account,
          code,
          auth.now(),
          auth.limiter,
          auth.secrets,
        );
        await reportRequestChange(
          auth,
          request,
          account,
          'recovery-codes-regenerated',
          'recoveryCodesRegenerated',
        );
        return { recoveryCodes };
      },
    );

    // The hooks' 401 and 403 included: this scope flags any refusal and hands it on to the app's handler.
    signedIn.register(async (disabling) => {
      disabling.setErrorHandler((error) => {
        throw withFailureFlag(error);
      });

      disabling.post('/api/auth/setup/2fa/disable', { onRequest: requireFreshSession }, async (request) => {
        const { account } = sessionOf(request);
        await disableWithCode(
          auth.db,
          account,
          parseInput(twoFactorSchemas.code, request.body).code,
          auth.now(),
          auth.limiter,
          auth.secrets,
        );
        await reportRequestChange(auth, request, account, 'two-factor-disabled', 'twoFactorDisabled');
        return success;
      });

      disabling.post(
        '/api/auth/setup/2fa/disable/recovery',
        { onRequest: requireFreshSession },
        async (request) => {
          const { account } = sessionOf(request);
          const { recoveryCode } = parseInput(twoFactorSchemas.recoveryCode, request.body);
          await disableWithRecoveryCode(auth.db, account, recoveryCode, auth.now(), auth.limiter);
          await reportRequestChange(auth, request, account, 'two-factor-disabled', 'twoFactorDisabled');
          return success;
        },
      );
    });
  });
}
