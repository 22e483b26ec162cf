import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, info, post, signedInAccount } from '../helpers/accounts.ts';
import { type PassThrough, startPassThrough, targetOf } from '../helpers/pass-through.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { eventually, timed } from '../helpers/timing.ts';
import { gql } from '../projects/graphql-client.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const viewerQuery = '{ viewer { projects { id name } } }';

// The app reaches PostgreSQL through a pass-through the test cuts, as a restart or failover would.
// An unhandled pool `error` event would end this worker, failing the file.
describe.runIf(serverUrl)('PostgreSQL outage', () => {
  let proxy: PassThrough;
  let t: TestApp;
  let account: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    proxy = await startPassThrough(targetOf(serverUrl ?? '', 5432));
    t = await createTestApp({}, { routeDatabase: (url) => proxy.url(url) });
    account = await signedInAccount(t);
    expect((await gql(t, account.cookies, viewerQuery)).status).toBe(200);
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await t.close();
    await proxy.close();
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After within 2 s, REST and GraphQL, and readiness names it', async () => {
    await proxy.cut();

    const rest = await timed(() => info(t, account.cookies));
    expect(rest.ms).toBeLessThan(2000);
    expect(rest.answer.statusCode).toBe(503);
    expect(rest.answer.headers['retry-after']).toBe('5');
    expect(rest.answer.json()).toEqual({
      error: 'The database is not reachable.',
      code: 'DATABASE_UNAVAILABLE',
    });

    const graphql = await timed(() => gql(t, account.cookies, viewerQuery));
    expect(graphql.ms).toBeLessThan(2000);
    expect(graphql.answer).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
    expect(graphql.answer.errors?.[0]?.extensions).toEqual({ code: 'DATABASE_UNAVAILABLE', retryAfter: 5 });
    const graphqlHeaders = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: viewerQuery }),
      cookies: account.cookies,
    });
    expect(graphqlHeaders.headers['retry-after']).toBe('5');
    expect(JSON.stringify(graphql.answer.errors)).not.toMatch(/ECONNREFUSED|terminated|127\.0\.0\.1/);

    // No queue builds up behind the missing database: twenty calls at once all answer in time.
    const burst = await timed(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          index % 2
            ? info(t, account.cookies)
            : post(t, '/api/auth/login', { email: account.email, password: goodPassword }),
        ),
      ),
    );
    expect(burst.ms).toBeLessThan(2000);
    expect(burst.answer.map((response) => response.statusCode)).toEqual(Array(20).fill(503));

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      error: 'Not ready: PostgreSQL is unreachable.',
      code: 'NOT_READY',
      unavailable: ['database'],
    });
    // Liveness: the process itself is fine, so nobody should restart it.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(t.database.status.up).toBe(false);
  });

  it('recovers by itself within 10 s of PostgreSQL coming back', async () => {
    await proxy.restore();
    const ms = await eventually(
      async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode === 200,
      10_000,
    );
    expect(ms).toBeLessThan(10_000);
    expect(t.database.status.up).toBe(true);
    expect((await info(t, account.cookies)).statusCode).toBe(200);
    expect((await gql(t, account.cookies, viewerQuery)).status).toBe(200);
    const login = await post(t, '/api/auth/login', { email: account.email, password: goodPassword });
    expect(login.statusCode).toBe(200);
  });
});
