import type { FastifyRequest } from 'fastify';
import { apiKeyForbidden } from '../access/principal.ts';
import { bearerOf } from '../api-keys/api-key-secret.ts';
import { assertFresh } from '../auth/reauth-service.ts';
import { authenticateSession, type SessionLookup, type SignedInSession } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../errors.ts';
import type { Cookie } from './cookies.ts';

export type RequireSession = (request: FastifyRequest) => Promise<SignedInSession>;

/**
 * The session of the request's cookie, or 401 UNAUTHENTICATED. Read once per request: the
 * principal hook, the write budget and a handler asking again share the first lookup. A request
 * with an API key never uses a cookie: where only a session will do, it is FORBIDDEN.
 */
export function createRequireSession(
  db: Database,
  lookup: SessionLookup,
  sessionCookie: Cookie,
  now: () => Date,
): RequireSession {
  const known = new WeakMap<FastifyRequest, ReturnType<RequireSession>>();
  return (request) => {
    let session = known.get(request);
    if (!session && bearerOf(request.headers.authorization) !== undefined) {
      session = Promise.reject(apiKeyForbidden());
      known.set(request, session);
    }
    if (!session) {
      session = authenticateSession(db, lookup, sessionCookie.read(request), now()).then((found) => {
        if (!found) throw unauthenticated();
        return found;
      });
      known.set(request, session);
    }
    return session;
  };
}

/** A route hook: the session must have proved a factor within the last 10 minutes (403 REAUTH_REQUIRED). */
export type RequireFreshSession = (request: FastifyRequest) => Promise<void>;

export const createRequireFreshSession =
  (requireSession: RequireSession, now: () => Date): RequireFreshSession =>
  async (request) => {
    assertFresh(await requireSession(request), now());
  };
