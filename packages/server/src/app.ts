import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { authenticateApiKey, createApiKeyCounter, type defaultApiKeyLimit } from './api-keys/api-key-auth.ts';
import { prepareSessionLookup } from './auth/session-service.ts';
import { createMentionMailJob, type MentionMailJob } from './comments/mention-mails.ts';
import { createDatabaseStatus, type Database } from './db/database.ts';
import { createDependencyStatus, type DependencyStatus } from './dependencies/dependency-status.ts';
import { closeRedisClient, createRedisClient } from './dependencies/redis-client.ts';
import type { Env } from './env.ts';
import { createEventBus } from './events/event-bus.ts';
import { registerEventRoutes } from './events/event-routes.ts';
import { createPresence } from './events/presence.ts';
import { createProjectStreams } from './events/project-streams.ts';
import { type GraphqlLimits, registerGraphqlRoute } from './graphql/graphql-route.ts';
import { registerApiGuard } from './http/api-guard.ts';
import { registerAppStatic } from './http/app-static.ts';
import { createCookies } from './http/cookies.ts';
import { bodyLimitBytes, registerErrorHandler } from './http/error-handler.ts';
import { inlineScriptSources } from './http/inline-scripts.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerOpenApi } from './http/openapi.ts';
import { declareRestOperations } from './http/operation-hook.ts';
import { createRequireFreshSession, createRequireSession } from './http/require-session.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import {
  defaultUnreadBodyLimits,
  registerUnreadBodyClose,
  type UnreadBodyLimits,
} from './http/unread-body.ts';
import { createImportRuns, settleImports } from './imports/import-runs.ts';
import { createJobRegistry, type JobRegistry } from './jobs/job-registry.ts';
import { configuredProviders } from './machine/machine-providers.ts';
import { createLinks } from './mail/mail-links.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/mail-transport.ts';
import { createOutbox, type Outbox } from './mail/outbox.ts';
import { createIssueBackfill } from './maintenance/issue-backfill.ts';
import { createPurgeJob } from './maintenance/purge-job.ts';
import { type AuthLimits, createAuthLimiter, defaultAuthLimits } from './rate-limit/auth-limits.ts';
import { type CounterFactory, memoryCounters, redisCounters } from './rate-limit/counters.ts';
import { createLimitWrites } from './rate-limit/write-limit-hook.ts';
import { createWriteLimiter, defaultWriteLimit, type WriteLimit } from './rate-limit/write-limits.ts';
import { type AutoPublishOptions, createAutoPublish } from './releases/auto-publish.ts';
import { type CdnCacheOptions, createCdnCache } from './releases/cdn-cache.ts';
import { registerCdnRoutes } from './releases/cdn-routes.ts';
import type { ReleaseEventData } from './releases/release-event.ts';
import {
  createUnknownTokenLimiter,
  defaultUnknownTokenLimit,
  type UnknownTokenLimit,
} from './releases/unknown-token-limit.ts';
import { registerAccountSettingsRoutes } from './routes/account-settings-routes.ts';
import type { AuthRouteContext } from './routes/auth-route-context.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerImportExportRoutes } from './routes/import-export-routes.ts';
import { registerMemoryRoutes } from './routes/memory-routes.ts';
import { registerPasskeyRoutes } from './routes/passkey-routes.ts';
import { registerSecurityLogRoutes } from './routes/security-log-routes.ts';
import { registerSessionRoutes } from './routes/session-routes.ts';
import { registerTwoFactorRoutes } from './routes/two-factor-routes.ts';
import { registerV1Routes } from './routes/v1/v1-routes.ts';
import { createSecretBox } from './secrets/secret-box.ts';
import { createInvitationMailCap } from './teams/invitation-mail-limits.ts';
import { createWebhooks, type WebhookOptions, type Webhooks } from './webhooks/webhooks.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox, so tests can deliver what is queued without waiting for the timer. */
    outbox: Outbox;
    /** The webhook queue, so tests can send what is due and wait for queued events. */
    webhooks: Webhooks;
    /** The mention mails, so tests can gather what is due without waiting for the timer. */
    mentionMails: MentionMailJob;
    /** The pre-translation jobs this process runs, so tests can wait for them. */
    machineJobs: JobRegistry;
  }
}

export interface AppOptions {
  env: Env;
  db: Database;
  /** The database's reachability (DatabaseHandle.status), logged through the app's logger. */
  databaseStatus?: DependencyStatus;
  /** Pino options for the server; tests leave logging off or read the lines from `stream`. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
  /** The 32-byte key that seals secrets at rest (main.ts: SECRET_KEY or DATA_DIR/secret.key). */
  secretKey: Buffer;
  /** The clock, so tests can move past expiry times. */
  now?: () => Date;
  /** Where mails go; by default SMTP_URL, or files in DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Rate-limit counters; by default Redis at REDIS_URL (per-process while it fails), or memory. */
  counters?: CounterFactory;
  limits?: Partial<AuthLimits>;
  /** Each account's budget of writes (GraphQL mutations and imports); tests lower it. */
  writeLimit?: WriteLimit;
  /** Requests per API key and window (600 a minute); tests lower it. */
  apiKeyLimit?: typeof defaultApiKeyLimit;
  /** GraphQL's cost, deadline and answer size; tests lower them. */
  graphqlLimits?: Partial<GraphqlLimits>;
  /** How often an idle event stream gets its `: ping`; tests shorten it. */
  heartbeatMs?: number;
  /** Auto-publish's debounce and sweep; tests shorten them. */
  autoPublish?: AutoPublishOptions;
  /** The /cdn memory's revalidation and size. */
  cdnCache?: CdnCacheOptions;
  /** How much of a refused upload is still read before its connection closes; tests lower it. */
  unreadBody?: UnreadBodyLimits;
  /** Invitation mails an account may send a day (100); tests lower it. */
  invitationMailsPerDay?: number;
  /** /cdn answers for unknown tokens per client address (60 a minute); tests lower it. */
  unknownTokenLimit?: UnknownTokenLimit;
  /** Webhooks' DNS, timeout and poll; tests stub DNS and shorten the rest. */
  webhooks?: WebhookOptions;
  /** How often mention mails are gathered; tests turn the timer off (0). */
  mentionMailsEveryMs?: number;
  /** Check the values stored before checks at start (default); tests count their own statements. */
  issueBackfill?: boolean;
  /** A machine suggestion's time per provider (8 s, aids contract); tests shorten it. */
  machineTimeoutMs?: number;
}

const requestTimeoutMs = 30_000;

/** Fastify's trustProxy: a hop count trusts that many proxies in front of the server. */
const trustedProxies = (setting: Env['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole server without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db, logger = false, now = () => new Date() } = options;
  const loggerOptions: FastifyServerOptions['logger'] =
    typeof logger === 'object' ? { ...logger, serializers: logSerializers } : logger;
  const app = Fastify({
    logger: loggerOptions,
    bodyLimit: bodyLimitBytes,
    // A client that trickles its request must not hold a connection for ever.
    requestTimeout: requestTimeoutMs,
    return503OnClosing: true,
    trustProxy: trustedProxies(env.TRUST_PROXY),
  });

  const transport =
    options.mailTransport ??
    (env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL)
      : createFileTransport(join(env.DATA_DIR, 'mail'), app.log));
  const outbox = createOutbox({ db, transport, from: env.MAIL_FROM, log: app.log, now });
  const databaseStatus = options.databaseStatus ?? createDatabaseStatus();
  databaseStatus.logTo(app.log);
  const redisStatus = createDependencyStatus('Redis', 'rate limits count in each process until it is back');
  redisStatus.logTo(app.log);
  const redis = env.REDIS_URL ? createRedisClient(env.REDIS_URL, redisStatus) : undefined;
  const counters = options.counters ?? (redis ? redisCounters(redis, redisStatus) : memoryCounters);
  const bus = createEventBus({ redis, status: redisStatus, log: app.log });
  const sessionLookup = prepareSessionLookup(db);
  const streams = createProjectStreams(db, bus, app.log, { heartbeatMs: options.heartbeatMs });
  const presence = createPresence(bus);
  const secrets = createSecretBox(options.secretKey);
  const purgeJob = createPurgeJob({ db, log: app.log, now });
  const issueBackfill = createIssueBackfill(db, app.log);
  const cdnCache = createCdnCache(db, options.cdnCache);
  // A publish or a delete in any process: this process's copy of the distribution's files is stale.
  const stopCdnEvents = bus.listen((batch) => {
    for (const event of batch) {
      if (event.event === 'release') cdnCache.forget((event.data as ReleaseEventData).distributionId);
    }
  });
  const autoPublish = createAutoPublish(db, bus, app.log, options.autoPublish);
  const webhooks = createWebhooks({
    db,
    bus,
    secrets,
    log: app.log,
    now,
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
    settings: options.webhooks,
  });
  const links = createLinks(env.PUBLIC_URL);
  const mentionMails = createMentionMailJob({
    db,
    outbox,
    links,
    log: app.log,
    now,
    gatherEveryMs: options.mentionMailsEveryMs,
  });
  const auth: AuthRouteContext = {
    db,
    endAccess: bus.endAccess,
    outbox,
    limiter: createAuthLimiter(counters, { ...defaultAuthLimits, ...options.limits }),
    links,
    secrets,
    now,
    emit: bus.emit,
  };
  const cookies = createCookies(env.PUBLIC_URL.startsWith('https:'));
  const requireSession = createRequireSession(db, sessionLookup, cookies.session, now);
  const apiKeyCounter = createApiKeyCounter(counters, options.apiKeyLimit);
  const writeLimiter = createWriteLimiter(counters, options.writeLimit ?? defaultWriteLimit);
  const routes = {
    cookies,
    requireSession,
    requireFreshSession: createRequireFreshSession(requireSession, now),
    limitWrites: createLimitWrites(writeLimiter, requireSession),
    apiKeys: (secret: string) => authenticateApiKey(db, apiKeyCounter, secret, now()),
  };

  app.decorate('outbox', outbox);
  app.decorate('webhooks', webhooks);
  app.decorate('mentionMails', mentionMails);
  const machineJobs = createJobRegistry((error) => app.log.error({ err: error }, 'A job failed'), now);
  app.decorate('machineJobs', machineJobs);
  app.addHook('onReady', async () => {
    await bus.subscribed;
    purgeJob.start();
    if (options.issueBackfill !== false) issueBackfill.start();
    outbox.start();
    void outbox.deliverPending();
    autoPublish.start();
    webhooks.start();
    mentionMails.start();
  });
  // Before the server stops taking requests: open streams would hold its close for ever.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => {
    await issueBackfill.stop();
    await machineJobs.stop();
    streams.close();
    presence.close();
    await autoPublish.stop();
    stopCdnEvents();
    await webhooks.stop();
    await bus.close();
    await purgeJob.stop();
    await mentionMails.stop();
    await outbox.stop();
    if (redis) await closeRedisClient(redis);
  });

  registerErrorHandler(app, databaseStatus);
  registerUnreadBodyClose(app, options.unreadBody ?? defaultUnreadBodyLimits);
  declareRestOperations(app, db);
  registerSecurityHeaders(app, env.PUBLIC_URL, inlineScriptSources(env.APP_DIST_DIR));
  await app.register(cookie);
  registerApiGuard(app, env.PUBLIC_URL);
  await registerOpenApi(app, env.PUBLIC_URL);

  registerHealthRoutes(app, { db, databaseStatus, redis, redisStatus });
  registerAuthRoutes(app, auth, routes);
  registerAccountSettingsRoutes(app, auth, routes);
  registerTwoFactorRoutes(app, auth, routes);
  registerPasskeyRoutes(app, auth, routes, env.PUBLIC_URL);
  const importRuns = createImportRuns();
  app.addHook('onClose', () => settleImports(importRuns));
  registerImportExportRoutes(app, db, now, routes, importRuns, bus.emit, machineJobs);
  registerMemoryRoutes(app, db, now, routes);
  registerSessionRoutes(app, auth, routes, env.PUBLIC_URL);
  registerSecurityLogRoutes(app, auth, routes);
  registerV1Routes(app, db, now, routes, bus.emit);
  registerEventRoutes(app, {
    db,
    bus,
    streams,
    presence,
    requireSession,
    apiKeys: routes.apiKeys,
    counters,
  });
  registerGraphqlRoute(app, {
    db,
    now,
    sessionLookup,
    sessionToken: cookies.session.read,
    apiKeys: routes.apiKeys,
    writeLimiter,
    introspection: env.GRAPHQL_INTROSPECTION,
    databaseStatus,
    isDev: env.NODE_ENV === 'development',
    limits: options.graphqlLimits,
    outbox,
    links,
    mentionMails,
    invitationMails: createInvitationMailCap(counters, options.invitationMailsPerDay),
    endAccess: bus.endAccess,
    emit: bus.emit,
    publicUrl: env.PUBLIC_URL,
    webhooks,
    machineProviders: configuredProviders(env),
    machineTimeoutMs: options.machineTimeoutMs ?? 8000,
    jobs: machineJobs,
  });
  const unknownTokens = createUnknownTokenLimiter(
    counters,
    options.unknownTokenLimit ?? defaultUnknownTokenLimit,
  );
  registerCdnRoutes(app, cdnCache, unknownTokens);
  await registerAppStatic(app, env.APP_DIST_DIR, (request) => cookies.session.read(request) !== undefined);
  return app;
}
