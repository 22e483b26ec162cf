import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, parse } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { SessionService } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { graphqlSchemaFile } from '../paths.ts';
import { createMaskError } from './mask-error.ts';
import { plainPostParams, plainPostRequest, sendPlainPostResult } from './plain-post.ts';
import { aliasLimit, MAX_TOKENS, noIntrospection, queryLimits } from './query-limits.ts';
import { type GraphqlContext, resolvers } from './resolvers.ts';
import { sessionOnDemand } from './session-on-demand.ts';
import { validationCache } from './validation-cache.ts';
import { workspaceResolvers } from './workspace-resolvers.ts';

// Yoga hands its error over as an argument; under `err`, with a message of our own (pino would
// copy the raw one), it passes the logger's serializer, which leaves out bound parameters.
function logError(log: FastifyBaseLogger, args: unknown[]): void {
  const err = args.find((arg) => arg instanceof Error);
  if (err) log.error({ err }, 'GraphQL request failed');
  else log.error({ args });
}

interface ServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface GraphqlRouteOptions {
  db: Database;
  now: () => Date;
  sessions: SessionService;
  /** The session token of the request's cookie. */
  sessionToken: (request: FastifyRequest) => string | undefined;
  /** Off unless GRAPHQL_INTROSPECTION=1: the schema is the client's business, not the public's. */
  introspection: boolean;
  databaseStatus: DependencyStatus;
}

/**
 * Before anything runs: a document of at most MAX_TOKENS tokens, limits on depth, cost and aliases,
 * and introspection only where GRAPHQL_INTROSPECTION allows it.
 */
function operationLimits(introspection: boolean): Plugin {
  return {
    onParse({ setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parse(source, { ...options, maxTokens: MAX_TOKENS });
        } catch (error) {
          // Yoga answers only its own GraphQLError as a client error.
          throw createGraphQLError((error as Error).message, { extensions: { code: 'BAD_USER_INPUT' } });
        }
      });
    },
    onValidate({ addValidationRule }) {
      addValidationRule(queryLimits);
      addValidationRule(aliasLimit);
      if (!introspection) addValidationRule(noIntrospection);
    },
  };
}

/**
 * /api/graphql through graphql-yoga: the IDE and landing page are off, unexpected errors are masked.
 * CSRF: the /api guard refuses POSTs from a foreign Origin and bodies that are not JSON, and yoga
 * runs only queries over GET.
 */
export function registerGraphqlRoute(app: FastifyInstance, options: GraphqlRouteOptions): void {
  const { db, now, sessions, sessionToken, introspection, databaseStatus } = options;
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema: createSchema<ServerContext & GraphqlContext>({
      typeDefs: readFileSync(graphqlSchemaFile, 'utf8'),
      resolvers: [resolvers, workspaceResolvers],
    }),
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    landingPage: false,
    maskedErrors: { maskError: createMaskError(databaseStatus) },
    // Documents are still cached by yoga; their validation results by validationCache.
    parserAndValidationCache: { validationCache: false },
    plugins: [
      validationCache(),
      operationLimits(introspection),
      sessionOnDemand({ db, now, sessions, sessionToken }),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => logError(app.log, args),
    },
    // Signed out until sessionOnDemand reads the session, if the operation needs it.
    context: () => ({ account: null, loaders: null, db, now }),
  });

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST'],
    handler: async (req, reply) => {
      const params = plainPostParams(req);
      if (params) {
        const result = await yoga.getResultForParams({ params, request: plainPostRequest }, { req, reply });
        return sendPlainPostResult(reply, result as ExecutionResult, yoga.fetchAPI);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is one string: sending it whole skips piping a stream through Node.
      const streamed = /^(text\/event-stream|multipart\/)/.test(response.headers.get('content-type') ?? '');
      reply.send(streamed ? response.body : await response.text());
      return reply;
    },
  });
}
