import { v1Limits } from '@verba/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import type { Emit } from '../../events/project-event.ts';
import { accessOf } from '../../http/operation-hook.ts';
import { principalOf, requirePrincipal } from '../../http/principal-hook.ts';
import { itemsCost } from '../../rate-limit/write-limits.ts';
import { keyPage, projectSummary } from '../../v1/v1-project-service.ts';
import { patchTranslations } from '../../v1/v1-translations.ts';
import type { RouteContext } from '../route-context.ts';
import { v1Schemas } from './v1-route-schemas.ts';

const translationCost = (request: FastifyRequest) => {
  const sent = (request.body as { translations?: unknown } | undefined)?.translations;
  return itemsCost(Array.isArray(sent) ? Math.min(sent.length, v1Limits.patchTranslations) : 1);
};

// 1000 values (the contract's most) of a few KB each: the app's 64 KiB would refuse most such saves.
const translationsBodyBytes = 8 * 1024 * 1024;

/**
 * The public REST API's own reads and value writes (pipeline contract); its export and import calls are the
 * import-export routes, registered again under /api/v1. A session or an API key, as every project route.
 */
export function registerV1Routes(
  app: FastifyInstance,
  db: Database,
  now: () => Date,
  { requireSession, apiKeys, limitWrites }: RouteContext,
  emit: Emit,
) {
  app.register(
    async (scoped) => {
      requirePrincipal(scoped, requireSession, apiKeys);
      const api = scoped.withTypeProvider<ZodTypeProvider>();
      api.get('/projects/:projectId', { schema: v1Schemas.getProject }, (request) =>
        projectSummary(db, accessOf(request)),
      );
      api.patch(
        '/projects/:projectId/translations',
        // Spends the write budget by the values sent, once the body is parsed and before it is checked.
        {
          schema: v1Schemas.patchTranslations,
          preValidation: limitWrites(translationCost),
          bodyLimit: translationsBodyBytes,
        },
        (request) =>
          patchTranslations(db, principalOf(request), request.params.projectId, request.body, now(), emit),
      );
      api.get('/projects/:projectId/keys', { schema: v1Schemas.listKeys }, (request) =>
        keyPage(db, accessOf(request), request.query),
      );
    },
    { prefix: '/api/v1' },
  );
}
