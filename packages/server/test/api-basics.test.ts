import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, jsonHeaders, type TestApp, testSecretKey } from './helpers/test-app.ts';
import { openTestDatabase } from './helpers/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const graphql = (query: string) =>
  t.app.inject({ method: 'POST', url: '/api/graphql', headers: jsonHeaders, payload: { query } });

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('stays 200 when the database is gone (liveness), while /api/ready answers 503 without details', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: t.env, db: database.db, secretKey: testSecretKey });
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready' });
    await database.close();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    const ready = await app.inject({ method: 'GET', url: '/api/ready' });
    await app.close();
    expect(health.statusCode).toBe(200);
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.json()).toEqual({
      error: 'Not ready: PostgreSQL is unreachable.',
      code: 'NOT_READY',
      unavailable: ['database'],
    });
  });

  it('answers 503 naming Redis when only Redis is unreachable, and stays live', async () => {
    // REDIS_URL names a port nothing listens on: the database answers, Redis never does.
    const closed = createServer().listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const noRedis = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const ready = await noRedis.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        error: 'Not ready: Redis is unreachable.',
        code: 'NOT_READY',
        unavailable: ['redis'],
      });
      expect((await noRedis.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await noRedis.close();
    }
  });
});

describe('GET /api/auth/info', () => {
  it('answers 401 {error, code} when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/info' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'You are not signed in.', code: 'UNAUTHENTICATED' });
  });

  it('ignores a session cookie that matches no session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      cookies: { verba_session: 'forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('/api/graphql', () => {
  it('lists the plans to anyone', async () => {
    const response = await graphql('{ plans { id name projectLimit } }');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        plans: [
          { id: 'free', name: 'Free', projectLimit: 3 },
          { id: 'pro', name: 'Pro', projectLimit: 25 },
          { id: 'business', name: 'Business', projectLimit: null },
        ],
      },
    });
  });

  it('answers plans over GET too', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/graphql?query=%7Bplans%7Bid%7D%7D' });
    expect(response.json()).toEqual({ data: { plans: [{ id: 'free' }, { id: 'pro' }, { id: 'business' }] } });
  });

  it.each([
    ['the viewer', '{ viewer { id email } }'],
    ['a project', '{ project(id: "1") { id } }'],
    ['a group', '{ group(projectId: "1", id: "2") { id } }'],
    ['a mutation', 'mutation { createProject(input: { name: "A", baseLanguage: "en" }) { id } }'],
    ['changing the plan', 'mutation { changePlan(planId: "pro") { since } }'],
  ])('refuses %s to a signed-out caller with UNAUTHENTICATED', async (_what, query) => {
    const body = (await graphql(query)).json();
    expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });

  it('refuses a mutation over GET', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('mutation { deleteProject(id: "1") }')}`,
    });
    expect(response.statusCode).toBe(405);
  });

  it('reports a query that does not fit the schema as a GraphQL error, not a 500', async () => {
    const response = await graphql('{ nope }');
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('unknown /api paths', () => {
  it.each(['GET', 'POST'] as const)('answer %s with 404 JSON', async (method) => {
    const response = await t.app.inject({
      method,
      url: '/api/nothing-here',
      headers: { ...jsonHeaders, accept: 'text/html' },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });
});
