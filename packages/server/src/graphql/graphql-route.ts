import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ExecutionResult, parse } from 'graphql';
import { createGraphQLError, createSchema, createYoga, type Plugin } from 'graphql-yoga';
import type { AuthenticateApiKey } from '../api-keys/api-key-auth.ts';
import type { SessionLookup } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError, statusOf } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Emit } from '../events/project-event.ts';
import { bearerSecret } from '../http/principal-hook.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { MachineProvider } from '../machine/provider.ts';
import type { Links } from '../mail/mail-links.ts';
import type { Outbox } from '../mail/outbox.ts';
import { graphqlSchemaFile } from '../paths.ts';
import type { WriteLimiter } from '../rate-limit/write-limits.ts';
import type { InvitationMailCap } from '../teams/invitation-mail-limits.ts';
import type { Webhooks } from '../webhooks/webhooks.ts';
import { capAnswer, MAX_ANSWER_BYTES, markWrites } from './answer-size.ts';
import { setKeyPrincipal } from './api-key-operations.ts';
import { apiKeyResolvers } from './api-key-resolvers.ts';
import { checkResolvers } from './check-resolvers.ts';
import { commentResolvers } from './comment-resolvers.ts';
import { requireDeclaredOperations } from './declared-operations.ts';
import { DEADLINE_MS, executionDeadline } from './execution-deadline.ts';
import { fileShapeResolvers } from './file-shape-resolvers.ts';
import { glossaryResolvers } from './glossary-resolvers.ts';
import { machineResolvers } from './machine-resolvers.ts';
import { createMaskError } from './mask-error.ts';
import { memoryResolvers } from './memory-resolvers.ts';
import { plainPostParams, plainPostRequest, sendPlainPostResult } from './plain-post.ts';
import { MAX_COST, queryCost } from './query-cost.ts';
import { aliasLimit, depthLimit, MAX_TOKENS, noIntrospection } from './query-limits.ts';
import { releaseResolvers } from './release-resolvers.ts';
import { type GraphqlContext, resolvers } from './resolvers.ts';
import { sessionOnDemand } from './session-on-demand.ts';
import { suggestionResolvers } from './suggestion-resolvers.ts';
import { teamResolvers } from './team-resolvers.ts';
import { validationCache } from './validation-cache.ts';
import { webhookResolvers } from './webhook-resolvers.ts';
import { workspaceResolvers } from './workspace-resolvers.ts';
import { writeLimit } from './write-limit.ts';

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
  sessionLookup: SessionLookup;
  /** The session token of the request's cookie. */
  sessionToken: (request: FastifyRequest) => string | undefined;
  /** The principal of a Bearer API key (pipeline contract). */
  apiKeys: AuthenticateApiKey;
  /** Off unless GRAPHQL_INTROSPECTION=1: the schema is the client's business, not the public's. */
  introspection: boolean;
  databaseStatus: DependencyStatus;
  /** Every mutation spends the account's write budget first (write-limit.ts). */
  writeLimiter: WriteLimiter;
  /** Error answers carry the original error and its stack only in development (NODE_ENV). */
  isDev: boolean;
  /** Tests lower these; the defaults are MAX_COST, DEADLINE_MS and MAX_ANSWER_BYTES. */
  limits?: Partial<GraphqlLimits>;
  /** Mail and links of the member and invitation services. */
  outbox: Outbox;
  links: Links;
  /** The comment resolver sends a first mention's mail at once. */
  mentionMails: { runNow(): Promise<void> };
  invitationMails: InvitationMailCap;
  /** Ends the streams of a removed member and of a revoked key, in every process. */
  endAccess: EndAccess;
  /** Where services announce committed changes to the project's event streams. */
  emit: Emit;
  /** PUBLIC_URL, the base of a distribution's /cdn URL. */
  publicUrl: string;
  webhooks: Webhooks;
  machineProviders: MachineProvider[];
  machineTimeoutMs: number;
  jobs: JobRegistry;
}

export interface GraphqlLimits {
  maxCost: number;
  deadlineMs: number;
  maxAnswerBytes: number;
}

const defaultLimits: GraphqlLimits = {
  maxCost: MAX_COST,
  deadlineMs: DEADLINE_MS,
  maxAnswerBytes: MAX_ANSWER_BYTES,
};

/**
 * Before anything runs: a document of at most MAX_TOKENS tokens, limits on depth and aliases, and
 * introspection only where GRAPHQL_INTROSPECTION allows it. These results are cached per document;
 * the cost, which depends on the variables, is measured per request by queryCost.
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
      addValidationRule(depthLimit);
      addValidationRule(aliasLimit);
      if (!introspection) addValidationRule(noIntrospection);
    },
  };
}

/**
 * The contract's largest inputs must fit: 1,000 `dismissIssues` items (~130 KB) and a plural value
 * of six forms of 10,000 characters each (up to ~360 KB written as JSON). The token limit, not the
 * body size, keeps a document cheap to parse.
 */
const GRAPHQL_BODY_BYTES = 512 * 1024;

/**
 * /api/graphql through graphql-yoga: the IDE and landing page are off, unexpected errors are masked.
 * CSRF: the /api guard refuses POSTs from a foreign Origin and bodies that are not JSON, and yoga
 * runs only queries over GET.
 */
export function registerGraphqlRoute(app: FastifyInstance, options: GraphqlRouteOptions): void {
  const { db, now, sessionLookup, sessionToken, introspection, databaseStatus, isDev } = options;
  const limits = { ...defaultLimits, ...options.limits };
  const yoga = createYoga<ServerContext, GraphqlContext>({
    schema: requireDeclaredOperations(
      createSchema<ServerContext & GraphqlContext>({
        typeDefs: readFileSync(graphqlSchemaFile, 'utf8'),
        resolvers: [
          resolvers,
          workspaceResolvers,
          fileShapeResolvers,
          teamResolvers,
          apiKeyResolvers,
          commentResolvers,
          releaseResolvers,
          suggestionResolvers,
          memoryResolvers,
          webhookResolvers,
          machineResolvers,
          checkResolvers,
          glossaryResolvers,
        ],
      }),
    ),
    graphqlEndpoint: '/api/graphql',
    graphiql: false,
    landingPage: false,
    // isDev given, or yoga would read process.env.NODE_ENV itself.
    maskedErrors: { maskError: createMaskError(databaseStatus), isDev },
    // Documents are still cached by yoga; their validation results by validationCache.
    parserAndValidationCache: { validationCache: false },
    plugins: [
      validationCache(),
      operationLimits(introspection),
      // Before the session is read: a refused operation costs no database read.
      queryCost(limits.maxCost),
      executionDeadline(limits.deadlineMs),
      markWrites(),
      sessionOnDemand({ db, now, sessionLookup, sessionToken }),
      writeLimit(options.writeLimiter),
    ],
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => logError(app.log, args),
    },
    // Signed out until sessionOnDemand reads the session, if the operation needs it.
    context: () => ({
      account: null,
      principal: null,
      loaders: null,
      db,
      now,
      outbox: options.outbox,
      links: options.links,
      mentionMails: options.mentionMails,
      invitationMails: options.invitationMails,
      endAccess: options.endAccess,
      emit: options.emit,
      publicUrl: options.publicUrl,
      webhooks: options.webhooks,
      machineProviders: options.machineProviders,
      machineTimeoutMs: options.machineTimeoutMs,
      jobs: options.jobs,
    }),
  });

  app.route({
    url: '/api/graphql',
    method: ['GET', 'POST'],
    bodyLimit: GRAPHQL_BODY_BYTES,
    handler: async (req, reply) => {
      const secret = bearerSecret(req);
      if (secret !== undefined) {
        // A missing, revoked or expired key is refused before any operation runs: HTTP 401.
        const refusal = await options.apiKeys(secret).then(
          (principal) => void setKeyPrincipal(req, principal),
          (error: unknown) => {
            if (error instanceof DomainError) return error;
            throw error;
          },
        );
        if (refusal) {
          const { retryAfter } = refusal.details;
          if (typeof retryAfter === 'number') reply.header('Retry-After', String(retryAfter));
          return reply
            .status(statusOf(refusal.code))
            .send({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] });
        }
      }
      const params = plainPostParams(req);
      if (params) {
        const result = await yoga.getResultForParams({ params, request: plainPostRequest }, { req, reply });
        return sendPlainPostResult(reply, result as ExecutionResult, yoga.fetchAPI, limits.maxAnswerBytes);
      }
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => {
        reply.header(key, value);
      });
      reply.status(response.status);
      // A single result is one string: sending it whole skips piping a stream through Node.
      const streamed = /^(text\/event-stream|multipart\/)/.test(response.headers.get('content-type') ?? '');
      reply.send(streamed ? response.body : capAnswer(reply, await response.text(), limits.maxAnswerBytes));
      return reply;
    },
  });
}
