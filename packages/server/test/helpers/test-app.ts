import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/database.ts';
import { type Env, loadEnv } from '../../src/env.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  close(): Promise<void>;
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const env = loadEnv({ APP_DIST_DIR: '/nonexistent/verba-dist', ...envOverrides });
  const database = await openTestDatabase();
  const app = await buildApp({ env, db: database.db });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export const jsonHeaders = { 'content-type': 'application/json' };
