import type { FastifyInstance } from 'fastify';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { unlockPasswordSignIn } from '../auth/password-lock.ts';
import { forgotPassword, passkeysForReset, resetPassword } from '../auth/password-service.ts';
import {
  confirmAccount,
  declineAccount,
  register,
  registerFromInvitation,
} from '../auth/registration-service.ts';
import { endSession } from '../auth/session-service.ts';
import { signIn } from '../auth/sign-in-service.ts';
import { clientAddress } from '../http/client-address.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { passkeySummaries } from '../passkeys/passkey-repository.ts';
import { pendingRemovalOf } from '../security/factor-removal.ts';
import { recordFailedSignIn } from '../security/failed-sign-ins.ts';
import { invitationByToken, invitationView } from '../teams/invitation-service.ts';
import { countRecoveryCodesLeft } from '../two-factor/recovery-codes.ts';
import type { AuthRouteContext } from './auth-route-context.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';
import { startSession } from './session-start.ts';

const success = { success: true } as const;

/** The signed-out side of /api/auth: info, sign-up and its confirmation, sign-in and out, password reset. */
export function registerAuthRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { cookies, requireSession }: RouteContext,
): void {
  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.get('/api/auth/info', async (request) => {
      const { account } = sessionOf(request);
      return {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        twoFactorEnabled: account.twoFactorEnabled,
        recoveryCodesLeft: account.twoFactorEnabled ? await countRecoveryCodesLeft(auth.db, account.id) : 0,
        passkeys: await passkeySummaries(auth.db, account.id),
        pendingRemoval: await pendingRemovalOf(auth.db, account.id),
      };
    });
  });

  app.post('/api/auth/register', async (request, reply) => {
    const input = parseInput(schemas.register, request.body);
    const { invitationToken } = input;
    if (invitationToken !== undefined) {
      // From an invitation link: confirmed, joined and signed in at once; the answer names the project.
      const joined = await registerFromInvitation(
        auth.db,
        { ...input, invitationToken },
        clientAddress(request.ip),
        originOf(request),
        auth.now(),
        auth.limiter,
      );
      await startSession(auth, cookies, request, reply, joined.sessionToken, 'password');
      return reply.status(201).send({ ...success, projectId: joined.projectId });
    }
    await register(
      auth.db,
      input,
      clientAddress(request.ip),
      auth.now(),
      auth.limiter,
      auth.outbox,
      auth.links,
    );
    return reply.status(201).send(success);
  });

  // What an invitation link invites to, for its sign-up page: the address it was sent to, which the
  // page fills in (docs/api-contract-extensions.md). The link is the capability, as for accepting.
  app.post('/api/auth/invitation', async (request) => {
    const row = await invitationByToken(auth.db, parseInput(schemas.token, request.body).token, auth.now());
    const { email, projectName, role, languages, invitedBy, expiresAt } = invitationView(row);
    return { email, projectName, role, languages, invitedBy, expiresAt };
  });

  app.post('/api/auth/confirm', async (request) => {
    await confirmAccount(auth.db, parseInput(schemas.token, request.body).token, auth.now());
    return success;
  });

  app.post('/api/auth/confirm/decline', async (request) => {
    await declineAccount(auth.db, parseInput(schemas.token, request.body).token, auth.now());
    return success;
  });

  app.post('/api/auth/login', async (request, reply) => {
    const input = parseInput(schemas.login, request.body);
    const result = await signIn(
      auth.db,
      input,
      clientAddress(request.ip),
      auth.now(),
      auth.limiter,
      auth.outbox,
      auth.links,
    ).catch(async (error: unknown) => {
      await recordFailedSignIn(auth.db, error, input.email, originOf(request), auth.now());
      throw error;
    });
    if (result.status === '2fa') {
      cookies.pendingSignIn.set(reply, result.pendingToken);
      return { status: result.status };
    }
    await startSession(auth, cookies, request, reply, result.sessionToken, 'password');
    return { status: result.status };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    parseInput(schemas.empty, request.body);
    await endSession(auth.db, cookies.session.read(request), auth.endAccess);
    cookies.session.clear(reply);
    return success;
  });

  app.post('/api/auth/password/forgot', async (request) => {
    await forgotPassword(
      auth.db,
      parseInput(schemas.forgot, request.body).email,
      clientAddress(request.ip),
      auth.now(),
      auth.limiter,
      auth.outbox,
      auth.links,
    );
    return success;
  });

  app.post('/api/auth/password/reset', async (request) => {
    const { token, newPassword, removePasskeys } = parseInput(schemas.reset, request.body);
    await resetPassword(
      auth.db,
      token,
      newPassword,
      originOf(request),
      auth.now(),
      auth.limiter,
      auth.outbox,
      auth.links,
      auth.endAccess,
      removePasskeys,
    );
    return success;
  });

  app.post('/api/auth/unlock', async (request) => {
    await unlockPasswordSignIn(
      auth.db,
      parseInput(schemas.token, request.body).token,
      clientAddress(request.ip),
      auth.now(),
      auth.limiter,
    );
    return success;
  });

  app.post('/api/auth/password/reset/passkeys', async (request) => ({
    passkeys: await passkeysForReset(auth.db, parseInput(schemas.token, request.body).token, auth.now()),
  }));
}
