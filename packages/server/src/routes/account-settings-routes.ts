import type { FastifyInstance } from 'fastify';
import {
  confirmEmailChange,
  deleteAccount,
  requestEmailChange,
  updateProfile,
} from '../auth/account-settings-service.ts';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { changePassword } from '../auth/password-service.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { type AuthRouteContext, reportRequestChange } from './auth-route-context.ts';
import type { RouteContext } from './route-context.ts';

const success = { success: true } as const;

/** /api/auth/setup/*: every call needs a session. */
export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { cookies, requireSession, requireFreshSession }: RouteContext,
): void {
  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/setup/profile', async (request) => {
      const { account } = sessionOf(request);
      await updateProfile(auth.db, account, parseInput(schemas.profile, request.body));
      return success;
    });

    signedIn.post('/api/auth/setup/email', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      await requestEmailChange(
        auth.db,
        account,
        parseInput(schemas.changeEmail, request.body),
        auth.now(),
        auth.limiter,
        auth.outbox,
        auth.links,
      );
      await reportRequestChange(auth, request, account, 'email-change-requested');
      return success;
    });

    signedIn.post('/api/auth/setup/email/confirm', async (request) => {
      const { account } = sessionOf(request);
      await confirmEmailChange(auth.db, account, parseInput(schemas.token, request.body).token, auth.now());
      return success;
    });

    signedIn.post('/api/auth/setup/password', async (request) => {
      const { account, tokenHash } = sessionOf(request);
      await changePassword(
        auth.db,
        account,
        tokenHash,
        parseInput(schemas.changePassword, request.body),
        auth.now(),
        auth.limiter,
        auth.outbox,
        auth.links,
        auth.endAccess,
      );
      await reportRequestChange(auth, request, account, 'password-changed');
      return success;
    });

    signedIn.post('/api/auth/setup/delete', { onRequest: requireFreshSession }, async (request, reply) => {
      const { account } = sessionOf(request);
      await deleteAccount(
        auth.db,
        account,
        parseInput(schemas.deleteAccount, request.body).password,
        auth.now(),
        auth.limiter,
        auth.outbox,
        auth.links,
        auth.emit,
      );
      cookies.session.clear(reply);
      return success;
    });
  });
}
