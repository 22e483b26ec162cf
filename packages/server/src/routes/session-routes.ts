import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseInput, schemas } from '../auth/auth-input.ts';
import { deviceOf } from '../auth/device.ts';
import { parseReauthInput, reauthenticate } from '../auth/reauth-service.ts';
import { endAllSessions, endSessionByHash, listSessions } from '../auth/session-service.ts';
import { DomainError } from '../errors.ts';
import { requireSignedIn, sessionOf } from '../http/session-hook.ts';
import { startPasskeyReauth } from '../passkeys/passkey-authentication.ts';
import { relyingPartyFor } from '../passkeys/relying-party.ts';
import { lockDownAccount } from '../security/not-me.ts';
import { type AuthRouteContext, reportRequestChange } from './auth-route-context.ts';
import { originOf } from './request-origin.ts';
import type { RouteContext } from './route-context.ts';

const success = { success: true } as const;

const endInput = z.object({ id: z.string().min(1, 'id is required').max(64, 'id is not valid') });

/** Re-authentication of a signed-in session, and the account's list of sessions (contract extensions). */
export function registerSessionRoutes(
  app: FastifyInstance,
  auth: AuthRouteContext,
  { cookies, requireSession }: RouteContext,
  publicOrigin: string,
): void {
  const rp = relyingPartyFor(publicOrigin);

  app.register(async (signedIn) => {
    requireSignedIn(signedIn, requireSession);
    signedIn.post('/api/auth/reauth', async (request) => {
      const session = sessionOf(request);
      await reauthenticate(
        auth.db,
        rp,
        session,
        parseReauthInput(request.body),
        auth.now(),
        auth.limiter,
        auth.outbox,
        auth.links,
        auth.secrets,
      );
      return success;
    });

    signedIn.post('/api/auth/reauth/passkey', async (request) => {
      const { account } = sessionOf(request);
      parseInput(schemas.empty, request.body);
      return { publicKey: await startPasskeyReauth(auth.db, rp, account.id, auth.now()) };
    });

    signedIn.get('/api/auth/sessions', async (request) => {
      const { account, tokenHash } = sessionOf(request);
      const list = await listSessions(auth.db, account.id, auth.now());
      return {
        sessions: list.map((session) => ({
          id: session.id,
          device: deviceOf(session.userAgent),
          address: session.address,
          createdAt: session.createdAt.toISOString(),
          lastActiveAt: session.lastSeenAt.toISOString(),
          current: session.tokenHash === tokenHash,
        })),
      };
    });

    signedIn.post('/api/auth/sessions/end', async (request, reply) => {
      const { account, tokenHash } = sessionOf(request);
      const { id } = parseInput(endInput, request.body);
      const target = (await listSessions(auth.db, account.id, auth.now())).find(
        (session) => session.id === id,
      );
      if (!target) throw new DomainError('SESSION_NOT_FOUND', 'This session has already ended.');
      await endSessionByHash(auth.db, account.id, target.tokenHash, auth.endAccess);
      await reportRequestChange(auth, request, account, 'session-ended');
      if (target.tokenHash === tokenHash) cookies.session.clear(reply);
      return success;
    });

    signedIn.post('/api/auth/sessions/end-others', async (request) => {
      const { account, tokenHash } = sessionOf(request);
      parseInput(schemas.empty, request.body);
      await endAllSessions(auth.db, account.id, auth.endAccess, tokenHash);
      await reportRequestChange(auth, request, account, 'other-sessions-ended');
      return success;
    });
  });

  // "This wasn't me" from a notice mail: no session needed, the mailed token is the proof.
  app.post('/api/auth/not-me', async (request, reply) => {
    const undone = await lockDownAccount(
      auth.db,
      parseInput(schemas.token, request.body).token,
      originOf(request),
      auth.now(),
      auth.outbox,
      auth.links,
      auth.endAccess,
    );
    cookies.session.clear(reply);
    return { ...success, ...undone };
  });
}
