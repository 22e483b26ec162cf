import { glossaryLimits } from '@verba/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { groupFileName } from '../exports/group-file-name.ts';
import { glossaryFile } from '../glossary/glossary-export.ts';
import { accessOf } from '../http/operation-hook.ts';
import { admitGlossaryImport, createGlossaryImport } from '../imports/import-preview.ts';
import type { ImportRuns } from '../imports/import-runs.ts';
import type { LimitWrites } from '../rate-limit/write-limit-hook.ts';
import { uploadCost } from '../rate-limit/write-limit-hook.ts';
import { attachment } from './import-export-input.ts';
import { uploadAdmission } from './upload-admission.ts';

/** The glossary's files (aids contract): CSV and TBX out, CSV back as an import preview. */
export function registerGlossaryRoutes(
  scoped: FastifyInstance,
  db: Database,
  now: () => Date,
  runs: ImportRuns,
  limitWrites: LimitWrites,
) {
  for (const format of ['csv', 'tbx'] as const) {
    scoped.get<{ Params: { projectId: string } }>(
      `/projects/:projectId/glossary.${format}`,
      async (request, reply) => {
        const access = accessOf(request);
        const file = await glossaryFile(db, access, format);
        reply
          .header('Content-Type', file.contentType)
          .header(
            'Content-Disposition',
            attachment(`${groupFileName(access.project.name)}.glossary.${format}`),
          );
        return reply.send(file.body);
      },
    );
  }

  // The CSV as the body, text/csv, up to 5 MiB: Fastify counts it while it reads and stops there.
  scoped.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: glossaryLimits.csvBytes },
      (_request, body, done) => done(null, body),
    );
    upload.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new DomainError('PAYLOAD_TOO_LARGE', 'The file is too large (at most 5 MiB).');
      }
      throw error;
    });
    const admission = uploadAdmission(db, runs, () => null, admitGlossaryImport);
    upload.post<{ Params: { projectId: string } }>(
      '/projects/:projectId/glossary',
      {
        bodyLimit: glossaryLimits.csvBytes,
        preParsing: limitWrites(uploadCost(glossaryLimits.csvBytes)),
        onRequest: admission.onRequest,
        onRequestAbort: admission.onRequestAbort,
        onResponse: admission.onResponse,
      },
      async (request, reply) =>
        admission.handle(request, async ({ principal }) => {
          const body = request.body;
          if (!(body instanceof Uint8Array) || body.byteLength === 0) {
            throw new DomainError('INVALID_FILE', 'The request holds no file.', { path: 'glossary.csv' });
          }
          return reply
            .status(201)
            .send(await createGlossaryImport(db, principal, request.params.projectId, body, now(), runs));
        }),
    );
  });
}
