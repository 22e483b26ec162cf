import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.ts';
import { pingDatabase } from '../db/database-ping.ts';
import { databaseRetryAfterSeconds } from '../db/database-unavailable.ts';
import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError } from '../errors.ts';

export interface HealthOptions {
  db: Database;
  databaseStatus: DependencyStatus;
  /** Unset when REDIS_URL is. */
  redis?: Redis;
  redisStatus: DependencyStatus;
}

/** A probe answers within this, whatever the dependency does. */
const probeTimeoutMs = 1500;

async function answers(probe: () => Promise<unknown>, status: DependencyStatus): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    status.restored();
    return true;
  } catch (error) {
    if (!(error instanceof RedisNotConnected)) status.lost(error);
    return false;
  } finally {
    clearTimeout(timer);
  }
}

class RedisNotConnected extends Error {}

/** While the client is (re)connecting it is not ready, and its own `error` events tell why. */
async function pingRedis(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') throw new RedisNotConnected(`Redis connection is ${redis.status}`);
  await redis.ping();
}

/**
 * /api/health is liveness: the process answers, whatever its dependencies do, so an orchestrator
 * never restarts a healthy process because PostgreSQL is down. /api/ready is readiness: a load
 * balancer sends traffic only while PostgreSQL (and Redis, when configured) answer.
 */
export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  const { db, databaseStatus, redis, redisStatus } = options;

  app.get('/api/health', async () => ({ status: 'ok' }));

  app.get('/api/ready', async () => {
    const [database, cache] = await Promise.all([
      answers(() => pingDatabase(db), databaseStatus),
      redis ? answers(() => pingRedis(redis), redisStatus) : true,
    ]);
    if (database && cache) return { status: 'ready' };
    const unavailable = [...(database ? [] : ['database']), ...(cache ? [] : ['redis'])];
    const what = database ? 'Redis is' : cache ? 'PostgreSQL is' : 'PostgreSQL and Redis are';
    throw new DomainError('NOT_READY', `Not ready: ${what} unreachable.`, {
      unavailable,
      retryAfter: databaseRetryAfterSeconds,
    });
  });
}
