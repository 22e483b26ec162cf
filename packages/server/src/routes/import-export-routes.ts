import type { FastifyError, FastifyInstance } from 'fastify';
import { parseInput } from '../auth/auth-input.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import {
  groupFile,
  groupsOfProject,
  ownedGroupForExport,
  ownedProjectForExport,
} from '../exports/export-service.ts';
import { exportZip } from '../exports/export-zip.ts';
import { languageOf } from '../imports/file-layout.ts';
import { importFilesOf } from '../imports/import-files.ts';
import { importLimits } from '../imports/import-limits.ts';
import { createImportService } from '../imports/import-service.ts';
import { readZip } from '../imports/zip-reader.ts';
import { cleanName } from '../projects/input-rules.ts';
import { applySchema, attachment, exportQuery, languagesQuery } from './import-export-input.ts';
import type { RouteContext } from './route-context.ts';

type Query = Record<string, unknown>;

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });

/** The files of an upload: a zip, or one JSON file placed by the `language` and `group` query. */
function uploadedFiles(contentType: string, body: Buffer, query: Query) {
  if (contentType === 'application/zip') return importFilesOf(readZip(body));
  const language = typeof query.language === 'string' ? languageOf(query.language) : null;
  if (!language)
    throw invalid('language', 'language must name a known language (a BCP 47 tag such as de or pt-BR).');
  if (typeof query.group !== 'string') throw invalid('group', 'group must name the group of the file.');
  let group: string;
  try {
    group = cleanName(query.group);
  } catch (error) {
    throw invalid('group', (error as Error).message);
  }
  const path = `${language}/${group}.json`;
  return importFilesOf([{ path, text: body.toString('utf8') }], [{ language, group }]);
}

/** The export and import calls of translation-contract.md. */
export function registerImportExportRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  { cookies, requireSession }: RouteContext,
) {
  const service = createImportService(db, now);
  app.addHook('onClose', service.settle);

  app.get<{ Params: { projectId: string }; Querystring: Query }>(
    '/api/projects/:projectId/export',
    async (request, reply) => {
      const { account } = await requireSession(request);
      const project = await ownedProjectForExport(db, account.id, request.params.projectId);
      const languages = languagesQuery(request.query.languages, project.languages);
      const options = exportQuery(request.query);
      const all = await groupsOfProject(db, project.id);
      const askedGroups =
        typeof request.query.groups === 'string' && request.query.groups !== ''
          ? request.query.groups.split(',')
          : null;
      if (askedGroups?.some((id) => !all.some((group) => group.id === id))) {
        throw invalid('groups', 'groups is a comma list of the ids of this project’s groups.');
      }
      const chosen = askedGroups ? all.filter((group) => askedGroups.includes(group.id)) : all;
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', attachment('translations.zip'));
      return reply.send(exportZip(db, chosen, languages, { ...options, languages }));
    },
  );

  app.get<{ Params: { groupId: string; file: string }; Querystring: Query }>(
    '/api/groups/:groupId/export/:file',
    async (request, reply) => {
      const { account } = await requireSession(request);
      const { group, languages } = await ownedGroupForExport(db, account.id, request.params.groupId);
      const [language] = languagesQuery(request.params.file.replace(/\.json$/i, ''), languages);
      const options = exportQuery(request.query);
      const file = await groupFile(db, group.id, language as string, options);
      reply
        .header('Content-Type', 'application/json; charset=utf-8')
        .header('Content-Disposition', attachment(`${group.name}.${language}.json`));
      return reply.send(file);
    },
  );

  // The upload takes zip and raw JSON bodies up to 50 MiB, in a context of its own.
  app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      ['application/zip', 'application/json'],
      { parseAs: 'buffer', bodyLimit: importLimits.uploadBytes },
      (_request, body, done) => done(null, body),
    );
    upload.setErrorHandler((error: FastifyError) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        throw new DomainError('PAYLOAD_TOO_LARGE', 'The upload is too large (at most 50 MiB).');
      }
      throw error;
    });
    upload.post<{ Params: { projectId: string }; Querystring: Query }>(
      '/api/projects/:projectId/imports',
      { bodyLimit: importLimits.uploadBytes },
      async (request, reply) => {
        const { account } = await requireSession(request);
        await ownedProjectForExport(db, account.id, request.params.projectId);
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        const files = uploadedFiles(contentType, request.body as Buffer, request.query);
        return reply.status(201).send(await service.create(account.id, request.params.projectId, files));
      },
    );
  });

  app.get<{ Params: { importId: string } }>('/api/imports/:importId', async (request) => {
    const token = cookies.session.read(request);
    const live = token ? service.runningFor(request.params.importId, hashToken(token)) : null;
    if (live) return live;
    const { account } = await requireSession(request);
    return service.get(account.id, request.params.importId);
  });

  app.post<{ Params: { importId: string } }>('/api/imports/:importId/apply', async (request, reply) => {
    const { account, tokenHash } = await requireSession(request);
    const options = parseInput(applySchema, request.body);
    return reply
      .status(202)
      .send(await service.apply(account.id, request.params.importId, options, tokenHash));
  });

  app.post<{ Params: { importId: string } }>('/api/imports/:importId/discard', async (request) => {
    const { account } = await requireSession(request);
    await service.discard(account.id, request.params.importId);
    return { success: true };
  });
}
