import type { FastifyError, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { principalOf, requirePrincipal } from '../http/principal-hook.ts';
import { memoryTmx } from '../memory/memory-export.ts';
import { MEMORY_UPLOAD_BYTES, storeMemoryUpload } from '../memory/memory-import-service.ts';
import { uploadCost } from '../rate-limit/write-limit-hook.ts';
import { attachment } from './import-export-input.ts';
import type { RouteContext } from './route-context.ts';

/** Translation memory's TMX routes (aids contract): a project's export, an account's upload. */
export function registerMemoryRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  { requireSession, limitWrites, apiKeys }: RouteContext,
) {
  const memoryRoutes = async (scoped: FastifyInstance) => {
    requirePrincipal(scoped, requireSession, apiKeys);
    scoped.get<{ Params: { projectId: string } }>(
      '/projects/:projectId/memory.tmx',
      async (request, reply) => {
        const body = await memoryTmx(db, principalOf(request), request.params.projectId);
        reply
          .header('Content-Type', 'application/x-tmx+xml; charset=utf-8')
          .header('Content-Disposition', attachment('memory.tmx'));
        return reply.send(body);
      },
    );

    // The TMX file as the body, up to 50 MiB: Fastify counts it while it reads and stops there.
    scoped.register(async (upload) => {
      upload.removeAllContentTypeParsers();
      upload.addContentTypeParser(
        ['application/x-tmx+xml', 'application/xml', 'text/xml'],
        { parseAs: 'buffer', bodyLimit: MEMORY_UPLOAD_BYTES },
        (_request, body, done) => done(null, body),
      );
      upload.setErrorHandler((error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          throw new DomainError('PAYLOAD_TOO_LARGE', 'The upload is too large (at most 50 MiB).');
        }
        throw error;
      });
      upload.post(
        '/memory/uploads',
        { bodyLimit: MEMORY_UPLOAD_BYTES, preParsing: limitWrites(uploadCost(MEMORY_UPLOAD_BYTES)) },
        async (request, reply) =>
          reply
            .status(201)
            .send(await storeMemoryUpload(db, principalOf(request), request.body as Buffer, now())),
      );
    });
  };
  app.register(memoryRoutes, { prefix: '/api' });
}
