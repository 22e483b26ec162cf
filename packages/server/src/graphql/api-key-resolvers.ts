import type { FastifyRequest } from 'fastify';
import { apiKeysOf, createApiKey, revokeApiKey } from '../api-keys/api-key-service.ts';
import { mailLocale } from '../mail/mail-templates.ts';
import type { Project } from '../projects/project-service.ts';
import { originOf } from '../routes/request-origin.ts';
import type { ChangeContext } from '../teams/change-context.ts';
import { type Args, type GraphqlContext, principal } from './resolvers.ts';

type KeyContext = GraphqlContext & { req: FastifyRequest };

const changeContext = (context: KeyContext): ChangeContext => ({
  locale: mailLocale(context.req.headers['accept-language']),
  origin: originOf(context.req),
  now: context.now(),
});

// The pipeline contract's API keys; the service checks the role and records each change.
export const apiKeyResolvers = {
  Project: {
    apiKeys: (project: Project, _: unknown, context: GraphqlContext) =>
      apiKeysOf(context.db, principal(context), project.id),
  },
  Mutation: {
    createApiKey: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: unknown }>,
      context: KeyContext,
    ) => createApiKey(context.db, principal(context), projectId, input, changeContext(context)),
    revokeApiKey: (_: unknown, { id }: Args<{ id: string }>, context: KeyContext) =>
      revokeApiKey(context.db, principal(context), id, changeContext(context), context.endAccess),
  },
};
