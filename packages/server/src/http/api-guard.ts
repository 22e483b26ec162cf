import type { FastifyInstance } from 'fastify';
import { DomainError } from '../errors.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every /api answer is private and uncached. State-changing calls must come from our own origin
 * (when the browser names one) and carry JSON, which a cross-site form cannot send without a preflight.
 */
export function registerApiGuard(app: FastifyInstance, publicOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/') && request.url !== '/api') return;
    reply.header('Cache-Control', 'no-store');
    if (safeMethods.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin) {
      throw new DomainError('FORBIDDEN_ORIGIN', 'This request came from another site and was refused.');
    }
    const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
    // Only the import upload takes a zip (translation-contract.md).
    const zipUpload =
      mediaType === 'application/zip' && /^\/api\/projects\/[^/]+\/imports(\?|$)/.test(request.url);
    if (mediaType !== 'application/json' && !zipUpload) {
      throw new DomainError(
        'UNSUPPORTED_MEDIA_TYPE',
        'The request body must be JSON (Content-Type: application/json).',
      );
    }
  });
}
