import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/api/health', async (request) => {
    try {
      await db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      throw new DomainError('DATABASE_UNAVAILABLE', 'The database is not reachable.');
    }
    return { status: 'ok' };
  });
}
