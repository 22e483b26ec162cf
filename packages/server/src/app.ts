import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { createSessionService } from './auth/session-service.ts';
import type { Database } from './db/database.ts';
import type { Env } from './env.ts';
import { registerGraphqlRoute } from './graphql/graphql-route.ts';
import { registerApiGuard } from './http/api-guard.ts';
import { registerAppStatic } from './http/app-static.ts';
import { bodyLimitBytes, registerErrorHandler } from './http/error-handler.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { readSessionCookie } from './http/session-cookie.ts';
import { registerAuthRoutes } from './routes/auth-routes.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';

export interface AppOptions {
  env: Env;
  db: Database;
  /** Pino options for the server; tests leave logging off. */
  logger?: boolean | { level: string };
  /** The clock, so tests can move past expiry times. */
  now?: () => Date;
}

/** Builds the whole server without listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  env,
  db,
  logger = false,
  now = () => new Date(),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger, bodyLimit: bodyLimitBytes, return503OnClosing: true });
  const secureCookies = env.PUBLIC_URL.startsWith('https:');
  const sessions = createSessionService(db, now);
  const currentAccount = async (request: FastifyRequest) =>
    (await sessions.authenticate(readSessionCookie(request)))?.account ?? null;

  registerErrorHandler(app);
  await registerSecurityHeaders(app, env.PUBLIC_URL);
  await app.register(cookie);
  registerApiGuard(app, env.PUBLIC_URL);

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, { currentAccount, secureCookies });
  registerGraphqlRoute(app, currentAccount);
  await registerAppStatic(app, env.APP_DIST_DIR);
  return app;
}
