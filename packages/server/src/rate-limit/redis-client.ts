import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client at REDIS_URL. While Redis is away its commands fail at once (no offline queue,
 * a command timeout) instead of holding requests, and the outage is logged once, not per retry.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, commandTimeout: 500, maxRetriesPerRequest: 1 });
  let down = false;
  redis.on('error', (error) => {
    if (down) return;
    down = true;
    log.warn({ err: error }, 'Redis is unreachable');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info('Redis is reachable again');
  });
  return redis;
}
