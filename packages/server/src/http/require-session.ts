import type { FastifyRequest } from 'fastify';
import { assertFresh } from '../auth/reauth-service.ts';
import type { SessionService } from '../auth/session-service.ts';
import { unauthenticated } from '../errors.ts';
import type { Cookie } from './cookies.ts';

export type RequireSession = (
  request: FastifyRequest,
) => Promise<NonNullable<Awaited<ReturnType<SessionService['authenticate']>>>>;

/** The session of the request's cookie, or 401 UNAUTHENTICATED. */
export const createRequireSession =
  (sessions: SessionService, sessionCookie: Cookie): RequireSession =>
  async (request) => {
    const session = await sessions.authenticate(sessionCookie.read(request));
    if (!session) throw unauthenticated();
    return session;
  };

export type RequireFreshSession = RequireSession;

/** The session, which must have proved a factor within the last 10 minutes, or 403 REAUTH_REQUIRED. */
export const createRequireFreshSession =
  (requireSession: RequireSession, now: () => Date): RequireFreshSession =>
  async (request) => {
    const session = await requireSession(request);
    assertFresh(session, now());
    return session;
  };
