import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, info, post, signedInAccount } from '../helpers/accounts.ts';
import { type PassThrough, startPassThrough, targetOf } from '../helpers/pass-through.ts';
import { createTestApp, sessionFrom, type TestApp } from '../helpers/test-app.ts';
import { eventually, timed } from '../helpers/timing.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/ready' });

// The app reaches Redis (rate-limit counters) through a pass-through the test cuts.
describe.runIf(redisUrl)('Redis outage', () => {
  let proxy: PassThrough;
  let t: TestApp;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    proxy = await startPassThrough(targetOf(redisUrl ?? '', 6379));
    t = await createTestApp({ REDIS_URL: proxy.url(redisUrl ?? '') });
    await eventually(async () => (await ready(t)).statusCode === 200, 5000);
    account = await signedInAccount(t);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t.close();
    await proxy.close();
  });

  it('keeps signing in while Redis is gone, and readiness names Redis', async () => {
    await proxy.cut();
    for (let attempt = 0; attempt < 3; attempt++) {
      const login = await timed(() =>
        post(t, '/api/auth/login', { email: account.email, password: goodPassword }),
      );
      expect(login.ms).toBeLessThan(2000);
      expect(login.answer.statusCode).toBe(200);
      expect((await info(t, sessionFrom(login.answer))).statusCode).toBe(200);
    }
    const notReady = await timed(() => ready(t));
    expect(notReady.ms).toBeLessThan(2000);
    expect(notReady.answer.statusCode).toBe(503);
    expect(notReady.answer.json()).toEqual({
      error: 'Not ready: Redis is unreachable.',
      code: 'NOT_READY',
      unavailable: ['redis'],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('is ready again within 10 s of Redis coming back', async () => {
    await proxy.restore();
    expect(await eventually(async () => (await ready(t)).statusCode === 200, 10_000)).toBeLessThan(10_000);
    const login = await post(t, '/api/auth/login', { email: account.email, password: goodPassword });
    expect(login.statusCode).toBe(200);
  });
});
