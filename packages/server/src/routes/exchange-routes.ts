import type { FastifyError, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { exportExchange } from '../exchanges/exchange-export.ts';
import { exchangeQuery, exchangeUploadQuery } from '../exchanges/exchange-query.ts';
import { groupFileName } from '../exports/group-file-name.ts';
import { exchangeMediaTypes } from '../http/api-guard.ts';
import { principalOf } from '../http/principal-hook.ts';
import { importLimits } from '../imports/import-limits.ts';
import { createImport } from '../imports/import-preview.ts';
import type { ImportRuns } from '../imports/import-runs.ts';
import type { LimitWrites } from '../rate-limit/write-limit-hook.ts';
import { uploadCost } from '../rate-limit/write-limit-hook.ts';
import { attachment } from './import-export-input.ts';
import { uploadAdmission } from './upload-admission.ts';
import { v1Schemas } from './v1/v1-route-schemas.ts';

type Query = Record<string, unknown>;

// An exchange file of 50 MiB or more is refused as it is read.
const exchangeBytes = importLimits.uploadBytes - 1;

/** The aids contract's exchange files: XLIFF 1.2, XLIFF 2.0 and PO out, and back as an import preview. */
export function registerExchangeRoutes(
  scoped: FastifyInstance,
  db: Database,
  now: () => Date,
  runs: ImportRuns,
  limitWrites: LimitWrites,
) {
  scoped.get<{ Params: { projectId: string }; Querystring: Query }>(
    '/projects/:projectId/exchange',
    { schema: v1Schemas.exportExchange },
    async (request, reply) => {
      const query = exchangeQuery(request.query);
      const exported = await exportExchange(db, principalOf(request), request.params.projectId, query);
      reply
        .header('Content-Type', exported.contentType)
        .header(
          'Content-Disposition',
          attachment(`${groupFileName(exported.projectName)}.${query.language}.${exported.extension}`),
        );
      return reply.send(exported.file);
    },
  );

  // CAT tools send XLIFF and PO under many types (text/xml, text/x-po…); the API guard lets only these in.
  scoped.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      exchangeMediaTypes,
      { parseAs: 'buffer', bodyLimit: exchangeBytes },
      (_request, body, done) => done(null, body),
    );
    upload.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new DomainError('PAYLOAD_TOO_LARGE', 'The file is too large (less than 50 MiB).');
      }
      throw error;
    });
    const admission = uploadAdmission(db, runs, (request) => exchangeUploadQuery(request.query as Query));
    upload.post<{ Params: { projectId: string }; Querystring: Query }>(
      '/projects/:projectId/exchange',
      {
        schema: v1Schemas.uploadExchange,
        bodyLimit: exchangeBytes,
        preParsing: limitWrites(uploadCost(exchangeBytes)),
        onRequest: admission.onRequest,
        onRequestAbort: admission.onRequestAbort,
        onResponse: admission.onResponse,
      },
      async (request, reply) =>
        admission.handle(request, async ({ principal, target }) => {
          const body = request.body;
          if (!(body instanceof Uint8Array) || body.byteLength === 0) {
            throw new DomainError('INVALID_FILE', 'The request holds no file.', { path: 'exchange' });
          }
          const upload = { kind: 'exchange' as const, body, projectId: request.params.projectId, ...target };
          const created = await createImport(db, principal, request.params.projectId, upload, now(), runs);
          return reply.status(201).send(created);
        }),
    );
  });
}
