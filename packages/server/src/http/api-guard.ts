import type { FastifyInstance } from 'fastify';
import { bearerOf } from '../api-keys/api-key-secret.ts';
import { DomainError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

// Only the import upload takes a zip (translation-contract.md), at /api and /api/v1; only the
// memory upload takes TMX (aids contract). No cross-site form can send either type.
const zipUploadRoutes = new Set(['/api/projects/:projectId/imports', '/api/v1/projects/:projectId/imports']);
const tmxUploadRoutes = new Set(['/api/memory/uploads']);
const tmxTypes = new Set(['application/x-tmx+xml', 'application/xml', 'text/xml']);
// The glossary upload takes CSV (aids contract), which is not a type a cross-site form can send.
const csvUploadRoutes = new Set(['/api/projects/:projectId/glossary']);

// The exchange upload takes XLIFF and PO as CAT tools label them (aids contract); none of these is a
// type a cross-site form can send without a preflight.
const exchangeUploadRoutes = new Set([
  '/api/projects/:projectId/exchange',
  '/api/v1/projects/:projectId/exchange',
]);
export const exchangeMediaTypes = [
  'application/xliff+xml',
  'application/x-xliff+xml',
  'application/xml',
  'text/xml',
  'text/x-gettext-translation',
  'text/x-po',
  'application/x-po',
  'application/octet-stream',
];

const isApiPath = (path: string | undefined): boolean =>
  path !== undefined && (path === '/api' || path.startsWith('/api/'));

/**
 * Every /api answer is private and uncached. State-changing calls must come from our own origin
 * (when the browser names one) and carry JSON, which a cross-site form cannot send without a preflight.
 * The route that matched decides, not the raw URL: the router decodes `/%61pi/…` to an /api route.
 */
export function registerApiGuard(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url;
    const apiRoute = isApiPath(route);
    // An /api path no route answers still gets its 404 uncached.
    if (apiRoute || isApiPath(request.url.split('?', 1)[0])) reply.header('Cache-Control', 'no-store');
    if (!apiRoute || safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    // The Origin check is for cookies: a Bearer request carries its credential itself, and no
    // cross-site page can send one without a preflight this server never grants.
    const bearer = bearerOf(request.headers.authorization) !== undefined;
    if (!bearer && origin !== undefined && origin !== publicOrigin) {
      throw new DomainError('FORBIDDEN_ORIGIN', 'This request came from another site and was refused.');
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    if (
      mediaType !== 'application/json' &&
      !(mediaType === 'application/zip' && zipUploadRoutes.has(route as string)) &&
      !(mediaType !== undefined && tmxTypes.has(mediaType) && tmxUploadRoutes.has(route as string)) &&
      !(mediaType === 'text/csv' && csvUploadRoutes.has(route as string)) &&
      !(mediaType && exchangeMediaTypes.includes(mediaType) && exchangeUploadRoutes.has(route as string))
    ) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body must be JSON (Content-Type: application/json).',
      );
    }
  });
}
