import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { authorizeVia } from '../access/authorize.ts';
import { importPrincipal, type Principal } from '../access/principal.ts';
import { hashApiKeySecret } from '../api-keys/api-key-secret.ts';
import { parseInput } from '../auth/auth-input.ts';
import { hashToken } from '../auth/tokens.ts';
import { type Database, isSharedDatabase } from '../db/database.ts';
import { withLongStatements } from '../db/statement-budget.ts';
import { DomainError } from '../errors.ts';
import { type Emit, noEmit } from '../events/project-event.ts';
import { groupFile, groupForExport, groupsOfProject, projectForExport } from '../exports/export-service.ts';
import { exportZip } from '../exports/export-zip.ts';
import { groupFileName } from '../exports/group-file-name.ts';
import { type Recheck, settleRecheck } from '../glossary/glossary-recompute.ts';
import { accessOf, groupOf } from '../http/operation-hook.ts';
import { bearerSecret, principalOf, requirePrincipal } from '../http/principal-hook.ts';
import { applyImport } from '../imports/apply-import.ts';
import { discardImport } from '../imports/discard-import.ts';
import { languageOf } from '../imports/file-layout.ts';
import { importLimits } from '../imports/import-limits.ts';
import { createImport } from '../imports/import-preview.ts';
import { type ImportRuns, runningImport } from '../imports/import-runs.ts';
import { getImport } from '../imports/import-status.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import { cleanName } from '../projects/input-rules.ts';
import { uploadCost } from '../rate-limit/write-limit-hook.ts';
import { registerExchangeRoutes } from './exchange-routes.ts';
import { registerGlossaryRoutes } from './glossary-routes.ts';
import { applySchema, attachment, exportQuery, languagesQuery } from './import-export-input.ts';
import type { RouteContext } from './route-context.ts';
import { uploadAdmission } from './upload-admission.ts';
import { v1Schemas } from './v1/v1-route-schemas.ts';

type Query = Record<string, unknown>;

const invalid = (field: string, error: string) => new DomainError('INVALID_INPUT', error, { field });

/** Where an upload's body goes: a zip, or one JSON file placed by the `language` and `group` query. */
function uploadTarget(contentType: string, query: Query): UploadTarget {
  if (contentType === 'application/zip') return { kind: 'zip' };
  const language = typeof query.language === 'string' ? languageOf(query.language) : null;
  if (!language)
    throw invalid('language', 'language must name a known language (a BCP 47 tag such as de or pt-BR).');
  if (typeof query.group !== 'string') throw invalid('group', 'group must name the group of the file.');
  try {
    // The query's own spelling (`de_DE`) is the file's, as a zip's path would be.
    return {
      kind: 'json',
      language,
      spelling: (query.language as string).trim(),
      group: cleanName(query.group),
    };
  } catch (error) {
    throw invalid('group', (error as Error).message);
  }
}

type UploadTarget = { kind: 'zip' } | { kind: 'json'; language: string; spelling: string; group: string };

/** The export and import calls of translation-contract.md. */
export function registerImportExportRoutes(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  { cookies, requireSession, limitWrites, apiKeys }: RouteContext,
  runs: ImportRuns,
  emit: Emit = noEmit,
  jobs?: JobRegistry,
) {
  // A glossary import's recheck is announced, or left to a job when too large for its transaction.
  const recheck = (work: Recheck, createdBy: string) =>
    jobs ? settleRecheck(db, work, createdBy, now(), jobs, emit) : Promise.resolve(null);

  /** The hash a running apply is found by: the session token's, or the API key secret's. */
  const credentialHash = async (request: FastifyRequest, principal: Principal) =>
    principal.kind === 'apiKey' ? principal.secretHash : (await requireSession(request)).tokenHash;

  // Each route answers at /api and, as the public REST API, at /api/v1 (pipeline contract).
  const importStatus = async (request: FastifyRequest<{ Params: { importId: string } }>) => {
    // On PGlite a session lookup would wait for the apply's transaction, and so would a sign-out;
    // where processes share PostgreSQL a session may end meanwhile, so it is looked up first.
    const secret = bearerSecret(request);
    const token = secret === undefined ? cookies.session.read(request) : undefined;
    const hash = secret !== undefined ? hashApiKeySecret(secret) : token && hashToken(token);
    if (hash && !isSharedDatabase(db)) {
      const live = runningImport(runs, request.params.importId, hash);
      if (live) return live;
    }
    if (secret !== undefined) {
      const principal = importPrincipal(await apiKeys(secret));
      // Outside the guarded subtree: a key reaches the imports of its own project only.
      await authorizeVia(db, principal, 'import', request.params.importId, 'read');
      return (
        runningImport(runs, request.params.importId, principal.secretHash) ??
        getImport(db, principal.account.id, request.params.importId, runs, app.log)
      );
    }
    const { account, tokenHash } = await requireSession(request);
    return (
      runningImport(runs, request.params.importId, tokenHash) ??
      getImport(db, account.id, request.params.importId, runs, app.log)
    );
  };
  app.get('/api/imports/:importId', { schema: v1Schemas.getImport }, importStatus);
  app.get('/api/v1/imports/:importId', { schema: v1Schemas.getImport }, importStatus);

  // Every other route is the principal's: its subtree's hook resolves it before anything else.
  // The status read above stays outside, as it must answer a running apply without a session read.
  const principalRoutes = async (scoped: FastifyInstance) => {
    requirePrincipal(scoped, requireSession, apiKeys);
    scoped.get<{ Params: { projectId: string }; Querystring: Query }>(
      '/projects/:projectId/export',
      { schema: v1Schemas.exportProject },
      async (request, reply) => {
        const project = await projectForExport(db, accessOf(request));
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
        return reply.send(exportZip(db, chosen, languages, { ...options, languages }, project.spellings));
      },
    );

    scoped.get<{ Params: { groupId: string; file: string }; Querystring: Query }>(
      '/groups/:groupId/export/:file',
      async (request, reply) => {
        const { group, languages, spellings } = await groupForExport(db, groupOf(request));
        const [language] = languagesQuery(request.params.file.replace(/\.json$/i, ''), languages);
        const options = exportQuery(request.query);
        const file = await withLongStatements(db, (session) =>
          groupFile(session, group.id, language as string, options),
        );
        reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header(
            'Content-Disposition',
            attachment(`${groupFileName(group.name)}.${spellings.get(language as string) ?? language}.json`),
          );
        return reply.send(file);
      },
    );

    // The upload takes zip and raw JSON bodies up to 50 MiB, in a context of its own.
    scoped.register(async (upload) => {
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
      const admission = uploadAdmission(db, runs, (request) => {
        const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';
        return uploadTarget(contentType, request.query as Query);
      });
      upload.post<{ Params: { projectId: string }; Querystring: Query }>(
        '/projects/:projectId/imports',
        {
          schema: v1Schemas.upload,
          bodyLimit: importLimits.uploadBytes,
          // Spends the account's write budget by the upload's size, before its body is read.
          preParsing: limitWrites(uploadCost(importLimits.uploadBytes)),
          onRequest: admission.onRequest,
          onRequestAbort: admission.onRequestAbort,
          onResponse: admission.onResponse,
        },
        async (request, reply) =>
          admission.handle(request, async ({ principal, target }) => {
            const body = request.body as Buffer;
            const upload = { ...target, body };
            const created = await createImport(db, principal, request.params.projectId, upload, now(), runs);
            return reply.status(201).send(created);
          }),
      );
    });

    registerExchangeRoutes(scoped, db, now, runs, limitWrites);
    // The glossary's files are the app's (aids contract), not the public REST API's.
    if (scoped.prefix === '/api') registerGlossaryRoutes(scoped, db, now, runs, limitWrites);

    scoped.post<{ Params: { importId: string } }>(
      '/imports/:importId/apply',
      { schema: v1Schemas.apply, onRequest: limitWrites(() => 1) },
      async (request, reply) => {
        // The guard has reached the import for an API key (its own project's only).
        const principal = importPrincipal(principalOf(request));
        const tokenHash = await credentialHash(request, principal);
        const options = parseInput(applySchema, request.body);
        return reply
          .status(202)
          .send(
            await applyImport(
              db,
              principal,
              request.params.importId,
              options,
              tokenHash,
              now(),
              runs,
              app.log,
              emit,
              recheck,
            ),
          );
      },
    );

    scoped.post<{ Params: { importId: string } }>(
      '/imports/:importId/discard',
      { schema: v1Schemas.discard, onRequest: limitWrites(() => 1) },
      async (request) => {
        const principal = importPrincipal(principalOf(request));
        await discardImport(db, principal.account.id, request.params.importId, now());
        return { success: true };
      },
    );
  };
  app.register(principalRoutes, { prefix: '/api' });
  app.register(principalRoutes, { prefix: '/api/v1' });
}
