import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { type Access, authorize, authorizeVia, type Group } from '../access/authorize.ts';
import { requireOperation } from '../access/operation-guard.ts';
import { type Operation, restOperations } from '../access/operations.ts';
import { importPrincipal, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { resolvedPrincipal } from './principal-hook.ts';

// The account's own routes (/api/auth) answer to the session hook; the app's pages are public.
const declared = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/auth/')) || url.startsWith('/cdn/');

type RouteParams = { projectId?: string; groupId?: string; importId?: string };

/** What the guard established for the request: the project (and group) its row's action was authorized on. */
export type RouteAccess = Access & { group?: Group };

const accesses = new WeakMap<FastifyRequest, RouteAccess>();

/**
 * The access the guard authorized before the handler: a route whose row is a `read` of a project
 * (`:projectId`) or of a group (`:groupId`) gets it, and its service takes it instead of
 * authorizing again. Any other route asking is a programming error.
 */
export function accessOf(request: FastifyRequest): RouteAccess {
  const access = accesses.get(request);
  if (!access)
    throw new Error(`${request.method} ${request.routeOptions.url} has no access authorized by its row.`);
  return access;
}

/** The group a `:groupId` route's row was authorized on. */
export function groupOf(request: FastifyRequest): Group {
  const { group } = accessOf(request);
  if (!group) throw new Error(`${request.method} ${request.routeOptions.url} names no group.`);
  return group;
}

/**
 * The row's action, authorized once before the handler where the route names what it acts on and
 * the service needs nothing more than that read: reads of a project or group (no lock to take). An
 * import's routes are reached by an API key only in its own project (another is NOT_FOUND); the
 * import service checks the rest (the uploader's own, editKeys in its transaction).
 */
async function authorizeRoute(db: Database, principal: Principal, operation: Operation, params: RouteParams) {
  if (operation.action === 'read' && params.projectId !== undefined)
    return authorize(db, principal, params.projectId, 'read');
  if (operation.action === 'read' && params.groupId !== undefined) {
    const { row, ...access } = await authorizeVia(db, principal, 'group', params.groupId, 'read');
    return { ...access, group: row };
  }
  // As the import's calls make it: IMPORT, which writes (and so reads) as the import does.
  if (params.importId !== undefined && principal.kind === 'apiKey')
    await authorizeVia(db, importPrincipal(principal), 'import', params.importId, 'read');
  return undefined;
}

/**
 * Every API route is one row of access/operations.ts: a route registered without its row fails
 * the app's start, not a request in production. Before the route's own hooks run (once its
 * subtree's hook has resolved the principal) an API key's scopes are checked against the row;
 * once the route's schema has read its input (a malformed id stays a 400), the row's action is
 * authorized where authorizeRoute says, and the handler reads it with accessOf.
 */
export function declareRestOperations(app: FastifyInstance, db: Database): void {
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
    const operationOf = (request: FastifyRequest) =>
      operations[methods.indexOf(request.method === 'HEAD' ? 'GET' : request.method)];
    const requireScopes: onRequestHookHandler = async (request) => {
      const principal = resolvedPrincipal(request);
      const operation = operationOf(request);
      if (principal && operation) requireOperation(principal, operation);
    };
    const authorizeAction: preHandlerHookHandler = async (request) => {
      const principal = resolvedPrincipal(request);
      const operation = operationOf(request);
      if (!principal || !operation) return;
      const access = await authorizeRoute(db, principal, operation, request.params as RouteParams);
      if (access) accesses.set(request, access);
    };
    route.onRequest = [requireScopes, ...[route.onRequest ?? []].flat()];
    route.preHandler = [authorizeAction, ...[route.preHandler ?? []].flat()];
  });
}
