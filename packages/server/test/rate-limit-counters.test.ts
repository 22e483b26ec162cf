import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createDependencyStatus } from '../src/dependencies/dependency-status.ts';
import {
  type Counter,
  type CounterFactory,
  memoryCounters,
  redisCounters,
} from '../src/rate-limit/counters.ts';
import { goodPassword, post, signedInAccount } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? '';
const unique = () => `verba-test:${randomBytes(4).toString('hex')}`;

/** Redis's status as the app keeps it, logging into spies. */
function redisStatus() {
  const log = { warn: vi.fn(), info: vi.fn() };
  const status = createDependencyStatus('Redis', 'rate limits count in each process until it is back');
  status.logTo(log);
  return { status, log };
}

/** Consumes once and answers the points used so far, or "refused" past the limit. */
const consume = (counter: Counter, key: string) =>
  counter.consume(key).then(
    (res) => res.consumedPoints,
    (rejection) => {
      if (rejection instanceof RateLimiterRes) return 'refused';
      throw rejection;
    },
  );

function behavesLikeCounters(make: () => CounterFactory) {
  it('count atomically up to the limit, refuse past it, and forget a deleted key', async () => {
    const counters = make();
    const counter = counters(unique(), { points: 2, seconds: 60 });
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => counter.consume('k')));
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(2);
    await counter.delete('k');
    expect((await counter.consume('k')).consumedPoints).toBe(1);
    const blocked = await counter.block('k', 5);
    expect(blocked.msBeforeNext).toBeGreaterThan(4000);
    await expect(counter.consume('k')).rejects.toBeInstanceOf(RateLimiterRes);
  });
}

describe('memory counters', () => {
  behavesLikeCounters(() => memoryCounters);
});

// A client whose connection never comes up: every command fails, as while Redis is down.
const clients: Redis[] = [];
function unreachableRedis() {
  const client = new Redis('redis://127.0.0.1:1', {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => 50,
  });
  client.on('error', () => undefined);
  clients.push(client);
  return client;
}
afterAll(() => {
  for (const client of clients) client.disconnect();
});

describe('Redis counters while Redis is unreachable', () => {
  it('fall back to per-process counters at once, with one warning per outage', async () => {
    const { status, log } = redisStatus();
    const counter = redisCounters(unreachableRedis(), status, unique())('a', { points: 2, seconds: 60 });
    const started = Date.now();
    expect(await consume(counter, 'k')).toBe(1);
    expect(await consume(counter, 'k')).toBe(2);
    expect(await consume(counter, 'k')).toBe('refused');
    expect(Date.now() - started).toBeLessThan(500);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/rate limits count in each process/);
  });

  it('let sign-in work', async () => {
    const t = await createTestApp(
      {},
      { counters: redisCounters(unreachableRedis(), redisStatus().status, unique()) },
    );
    try {
      const { email } = await signedInAccount(t);
      expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(200);
      expect((await post(t, '/api/auth/login', { email, password: 'not the password' })).statusCode).toBe(
        401,
      );
    } finally {
      await t.close();
    }
  });
});

// Redis runs on the development machines and in CI; TEST_REDIS_URL points the tests at it.
describe.runIf(redisUrl)('Redis counters', () => {
  const connect = () => {
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    clients.push(client);
    return client;
  };

  behavesLikeCounters(() => redisCounters(connect(), redisStatus().status, unique()));

  it('are shared by two servers on the same Redis', async () => {
    const prefix = unique();
    const [a, b] = [
      redisCounters(connect(), redisStatus().status, prefix),
      redisCounters(connect(), redisStatus().status, prefix),
    ];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const settings = { points: 5, seconds: 60 };
    expect(await consume(a('shared', settings), 'k')).toBe(1);
    expect(await consume(b('shared', settings), 'k')).toBe(2);
  });

  it('go back to Redis when it answers again, and log the recovery', async () => {
    const client = connect();
    await new Promise((resolve) => setTimeout(resolve, 200));
    let down = true;
    // The script call fails while "down", like a command that times out.
    const flaky = new Proxy(client, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (property !== 'rlflxIncr' || typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          down ? Promise.reject(new Error('Command timed out')) : value.apply(target, args);
      },
    });
    const { status, log } = redisStatus();
    const counter = redisCounters(flaky, status, unique())('r', { points: 5, seconds: 60 });
    expect(await consume(counter, 'k')).toBe(1);
    expect(await consume(counter, 'k')).toBe(2);
    expect(log.warn).toHaveBeenCalledTimes(1);
    down = false;
    // Redis had not seen the fallback's count: it starts from its own.
    expect(await consume(counter, 'k')).toBe(1);
    expect(log.info.mock.calls[0]?.[1]).toMatch(/^Redis is reachable again/);
    expect(await consume(counter, 'k')).toBe(2);
  });
});
