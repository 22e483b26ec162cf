import { Redis } from 'ioredis';
import type { DependencyStatus } from './dependency-status.ts';

/**
 * The process's one Redis connection. While Redis is gone no command waits: without an offline
 * queue a command fails at once, an answer that does not come fails after 500 ms, and the client
 * keeps reconnecting (at most a second apart) until Redis is back.
 */
export function createRedisClient(url: string, status: DependencyStatus): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 500,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  // Unhandled, ioredis prints "Unhandled error event" for every failed reconnect.
  redis.on('error', (error) => status.lost(error));
  redis.on('ready', () => status.restored());
  return redis;
}

/** Ends the connection at once when Redis is gone, so a shutdown never waits for it. */
export async function closeRedisClient(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') {
    redis.disconnect();
    return;
  }
  try {
    await redis.quit();
  } catch {
    redis.disconnect();
  }
}
