import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Principal, sessionPrincipal } from '../access/principal.ts';
import type { AuthenticateApiKey } from '../api-keys/api-key-auth.ts';
import { bearerOf } from '../api-keys/api-key-secret.ts';
import { unauthenticated } from '../errors.ts';
import type { RequireSession } from './require-session.ts';

const principals = new WeakMap<FastifyRequest, Principal>();

/** The Bearer secret a request sends in its Authorization header, or undefined. */
export const bearerSecret = (request: FastifyRequest): string | undefined =>
  bearerOf(request.headers.authorization);

/**
 * Authenticates every route of an encapsulated subtree (as fastify-demo's autohooks do): its
 * onRequest hook resolves the request's principal once, before any route hook or handler, and a
 * request without one is answered 401 before its body is read. A Bearer request is its API key's
 * (where `apiKeys` is given) and never reads the cookie.
 */
export function requirePrincipal(
  scope: FastifyInstance,
  requireSession: RequireSession,
  apiKeys?: AuthenticateApiKey,
): void {
  scope.addHook('onRequest', async (request) => {
    const secret = bearerSecret(request);
    const principal =
      secret !== undefined && apiKeys
        ? await apiKeys(secret)
        : sessionPrincipal(await requireSession(request));
    principals.set(request, principal);
  });
}

/** The principal the subtree's hook resolved; a route outside such a subtree is a programming error. */
export function principalOf(request: FastifyRequest): Principal {
  const principal = principals.get(request);
  if (!principal) throw unauthenticated();
  return principal;
}

/** The principal if a subtree's hook resolved one already. */
export const resolvedPrincipal = (request: FastifyRequest): Principal | undefined => principals.get(request);
