import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createLinks } from './auth/auth-deps.ts';
import { createSessionService } from './auth/session-service.ts';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { registerGraphqlRoute } from './graphql/graphql-route.ts';
import { registerApiGuard } from './http/api-guard.ts';
import { registerAppStatic } from './http/app-static.ts';
import { createCookies } from './http/cookies.ts';
import { bodyLimitBytes, registerErrorHandler } from './http/error-handler.ts';
import { createRequireSession } from './http/require-session.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/mail-transport.ts';
import { createOutbox, type Outbox } from './mail/outbox.ts';
import { type AuthLimits, createAuthLimiter, defaultAuthLimits } from './rate-limit/auth-limits.ts';
import { type CounterStore, createMemoryCounterStore } from './rate-limit/counter-store.ts';
import { createRedisCounterStore } from './rate-limit/redis-counter-store.ts';
import { registerAccountSettingsRoutes } from './routes/account-settings-routes.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerImportExportRoutes } from './routes/import-export-routes.ts';
import { registerPasskeyRoutes } from './routes/passkey-routes.ts';
import { registerTwoFactorRoutes } from './routes/two-factor-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox, so tests can deliver what is queued without waiting for the timer. */
    outbox: Outbox;
  }
}

export interface AppOptions {
  env: Env;
  db: Database;
  /** Pino options for the server; tests leave logging off. */
  logger?: boolean | { level: string };
  /** The clock, so tests can move past expiry times. */
  now?: () => Date;
  /** Where mails go; by default SMTP_URL, or files in DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Rate-limit counters; by default Redis at REDIS_URL, or memory. */
  counterStore?: CounterStore;
  limits?: Partial<AuthLimits>;
}

/** Fastify's trustProxy: a hop count trusts that many proxies in front of the server. */
const trustedProxies = (setting: Env['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Builds the whole server without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { env, db, logger = false, now = () => new Date() } = options;
  const app = Fastify({
    logger,
    bodyLimit: bodyLimitBytes,
    return503OnClosing: true,
    trustProxy: trustedProxies(env.TRUST_PROXY),
  });

  const transport =
    options.mailTransport ??
    (env.SMTP_URL
      ? createSmtpTransport(env.SMTP_URL)
      : createFileTransport(join(env.DATA_DIR, 'mail'), app.log));
  const outbox = createOutbox({ db, transport, from: env.MAIL_FROM, log: app.log, now });
  const counters =
    options.counterStore ??
    (env.REDIS_URL ? createRedisCounterStore(env.REDIS_URL) : createMemoryCounterStore());
  const sessions = createSessionService(db, now);
  const deps = {
    db,
    sessions,
    outbox,
    limiter: createAuthLimiter(counters, { ...defaultAuthLimits, ...options.limits }),
    links: createLinks(env.PUBLIC_URL),
    now,
  };
  const cookies = createCookies(env.PUBLIC_URL.startsWith('https:'));
  const routes = { cookies, requireSession: createRequireSession(sessions, cookies.session) };
  const currentAccount = async (request: FastifyRequest) =>
    (await sessions.authenticate(cookies.session.read(request)))?.account ?? null;

  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => {
    outbox.start();
    void outbox.deliverPending();
  });
  app.addHook('onClose', async () => {
    await outbox.stop();
    await counters.close();
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, env.PUBLIC_URL);
  await app.register(cookie);
  registerApiGuard(app, env.PUBLIC_URL);

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, deps, routes);
  registerAccountSettingsRoutes(app, deps, routes);
  registerTwoFactorRoutes(app, deps, routes);
  registerPasskeyRoutes(app, deps, routes, env.PUBLIC_URL);
  registerImportExportRoutes(app, db, now, routes);
  registerGraphqlRoute(app, { db, now, currentAccount, introspection: env.GRAPHQL_INTROSPECTION });
  await registerAppStatic(app, env.APP_DIST_DIR);
  return app;
}
