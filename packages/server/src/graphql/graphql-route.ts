import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSchema, createYoga } from 'graphql-yoga';
import type { Account } from '../auth/session-service.ts';
import { graphqlSchemaFile } from '../paths.ts';
import { type GraphqlContext, resolvers } from './resolvers.ts';

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

/** /api/graphql through graphql-yoga: unexpected errors are masked, the IDE and landing page are off. */
export function registerGraphqlRoute(
  app: FastifyInstance,
  currentAccount: (request: FastifyRequest) => Promise<Account | null>,
): void {
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema: createSchema<ServerContext & GraphqlContext>({
      typeDefs: readFileSync(graphqlSchemaFile, 'utf8'),
      resolvers,
    }),
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async ({ req }) => ({ account: await currentAccount(req) }),
  });

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      reply.send(response.body);
      return reply;
    },
  });
}
