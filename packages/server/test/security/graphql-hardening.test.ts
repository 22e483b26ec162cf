import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';

let t: TestApp;
let production: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  production = await createTestApp({ NODE_ENV: 'production' });
  cookies = (await signedInAccount(t)).cookies;
});
afterAll(async () => {
  await t.close();
  await production.close();
});

describe('GraphQL hardening', () => {
  it('refuses a query nested too deep before running it', async () => {
    const deep =
      '{ viewer { projects { groups { project { groups { project { groups { project { id } } } } } } } } }';
    const answer = await gql(t, cookies, deep);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/nests 9 levels/);
  });

  it('refuses a query that would cost too much, e.g. many aliases of the dashboard', async () => {
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `a${i}: viewer { projects { id groups { id name } } }`,
    );
    const answer = await gql(t, cookies, `{ ${aliases.join(' ')} }`);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/would cost/);
  });

  it('answers introspection in development and refuses it in production', async () => {
    expect((await gql(t, undefined, '{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const refused = await gql(production, undefined, '{ __schema { queryType { name } } }');
    expect(refused.data ?? null).toBeNull();
    expect(refused.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('refuses a POST from another origin (CSRF) and one that is not JSON', async () => {
    const payload = JSON.stringify({ query: 'mutation { deleteProject(id: "x") }' });
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...jsonHeaders, origin: 'https://evil.example' },
      cookies,
      payload,
    });
    expect(foreign.statusCode).toBe(403);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'text/plain' },
      cookies,
      payload,
    });
    expect(form.statusCode).toBe(415);
  });

  it('runs queries over GET but never mutations', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/graphql?query=%7Bplans%7Bid%7D%7D' });
    expect(query.json()).toEqual({ data: { plans: [{ id: 'free' }, { id: 'pro' }, { id: 'business' }] } });
    const mutation = await t.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent('mutation { changePlan(planId: "pro") { since } }')}`,
      cookies,
    });
    expect(mutation.statusCode).toBe(405);
  });

  it('refuses subscription operations: the Subscription type is data, not a root', async () => {
    const answer = await gql(t, cookies, 'subscription { since }');
    expect(answer.errors?.length).toBeGreaterThan(0);
  });
});
