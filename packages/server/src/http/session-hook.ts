import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../errors.ts';
import type { RequireSession } from './require-session.ts';

type Session = Awaited<ReturnType<RequireSession>>;

const sessions = new WeakMap<FastifyRequest, Session>();

/**
 * The signed-in routes of /api/auth, as fastify-demo's autohooks do: the subtree's onRequest hook
 * reads the request's session once, before its body, and answers 401 without one (403 for an API
 * key); handlers take it with `sessionOf`. A route needing a recent sign-in adds the
 * `requireFreshSession` hook of its RouteContext.
 */
export function requireSignedIn(scope: FastifyInstance, requireSession: RequireSession): void {
  scope.addHook('onRequest', async (request) => {
    sessions.set(request, await requireSession(request));
  });
}

/** The session the subtree's hook read; a route outside such a subtree is a programming error. */
export function sessionOf(request: FastifyRequest): Session {
  const session = sessions.get(request);
  if (!session) throw unauthenticated();
  return session;
}
