import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { requireOperation } from '../access/operation-guard.ts';
import { restOperations } from '../access/operations.ts';
import { resolvedPrincipal } from './principal-hook.ts';

// The account's own routes (/api/auth) answer to the session hook; the app's pages are public.
const declared = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/auth/')) || url.startsWith('/cdn/');

/**
 * Every API route is one row of access/operations.ts: a route registered without its row fails
 * the app's start, not a request in production. An API key's scopes are checked against the row
 * before the route's own hooks run, once its subtree's hook has resolved the principal.
 */
export function declareRestOperations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!declared(route.url)) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const operations = methods.map((method) => {
      const operation = restOperations[`${method} ${route.url}`];
      if (!operation) {
        throw new Error(
          `${method} ${route.url} has no row in access/operations.ts: declare its action there.`,
        );
      }
      return operation;
    });
    const requireScopes: onRequestHookHandler = async (request) => {
      const principal = resolvedPrincipal(request);
      const operation = operations[methods.indexOf(request.method === 'HEAD' ? 'GET' : request.method)];
      if (principal && operation) requireOperation(principal, operation);
    };
    route.onRequest = [requireScopes, ...[route.onRequest ?? []].flat()];
  });
}
