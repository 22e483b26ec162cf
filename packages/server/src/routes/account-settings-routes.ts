import type { FastifyInstance } from 'fastify';
import {
  confirmEmailChange,
  deleteAccount,
  requestEmailChange,
  updateProfile,
} from '../auth/account-settings-service.ts';
import type { AuthDeps } from '../auth/auth-deps.ts';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { changePassword } from '../auth/password-service.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { reportChange } from '../security/account-changes.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';

const success = { success: true } as const;

/** /api/auth/setup/*: every call needs a session. */
export function registerAccountSettingsRoutes(
  app: FastifyInstance,
  deps: AuthDeps,
  { cookies, requireSession, requireFreshSession }: RouteContext,
): void {
  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/setup/profile', async (request) => {
      const { account } = sessionOf(request);
      await updateProfile(deps, account, parseInput(schemas.profile, request.body));
      return success;
    });

    signedIn.post('/api/auth/setup/email', { onRequest: requireFreshSession }, async (request) => {
      const { account } = sessionOf(request);
      await requestEmailChange(deps, account, parseInput(schemas.changeEmail, request.body));
      await reportChange(deps, account, originOf(request), 'email-change-requested');
      return success;
    });

    signedIn.post('/api/auth/setup/email/confirm', async (request) => {
      const { account } = sessionOf(request);
      await confirmEmailChange(deps, account, parseInput(schemas.token, request.body).token);
      return success;
    });

    signedIn.post('/api/auth/setup/password', async (request) => {
      const { account, tokenHash } = sessionOf(request);
      await changePassword(deps, account, tokenHash, parseInput(schemas.changePassword, request.body));
      await reportChange(deps, account, originOf(request), 'password-changed');
      return success;
    });

    signedIn.post('/api/auth/setup/delete', { onRequest: requireFreshSession }, async (request, reply) => {
      const { account } = sessionOf(request);
      await deleteAccount(deps, account, parseInput(schemas.deleteAccount, request.body).password);
      cookies.session.clear(reply);
      return success;
    });
  });
}
