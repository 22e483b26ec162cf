import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';

let t: TestApp;
let introspectable: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  introspectable = await createTestApp({ GRAPHQL_INTROSPECTION: '1' });
  cookies = (await signedInAccount(t)).cookies;
});
afterAll(async () => {
  await t.close();
  await introspectable.close();
});

/** Fragments that each spread the one below twice: measured naively, 2^levels fields. */
function fragmentBomb(levels: number): string {
  const fragments = ['fragment F0 on Plan { id name }'];
  for (let level = 1; level <= levels; level++) {
    fragments.push(`fragment F${level} on Plan { ...F${level - 1} ...F${level - 1} }`);
  }
  return `{ plans { ...F${levels} } } ${fragments.join(' ')}`;
}

const post = (app: TestApp, query: string) =>
  app.app.inject({ method: 'POST', url: '/api/graphql', headers: jsonHeaders, payload: { query } });

describe('GraphQL hardening', () => {
  it('refuses a query nested too deep before running it', async () => {
    const deep =
      '{ viewer { projects { groups { project { groups { project { groups { project { id } } } } } } } } }';
    const answer = await gql(t, cookies, deep);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/nests 9 levels/);
  });

  it('refuses a query that would cost too much: lists within lists', async () => {
    const wide =
      '{ viewer { projects { groups { keys(first: 500) { nodes { translations { issues { code } } } } } } } }';
    const answer = await gql(t, cookies, wide);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toBe('The operation would cost more than 50000.');
  });

  it("lets the editor's page of 100 keys with their translations through", async () => {
    const page = `query ($projectId: ID!, $id: ID!, $languages: [String!]) {
      group(projectId: $projectId, id: $id) { keys(first: 100) { totalCount pageInfo { endCursor hasNextPage }
        nodes { id name description plural version translations(languages: $languages) {
          language text forms { category text } state outdated version updatedAt issues { code message } } } } } }`;
    const answer = await gql(t, cookies, page, { projectId: crypto.randomUUID(), id: crypto.randomUUID() });
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ group: null });
  });

  it('refuses a fragment bomb of 30 levels within a second, without expanding it', async () => {
    const started = performance.now();
    const response = await post(t, fragmentBomb(30));
    expect(performance.now() - started).toBeLessThan(1000);
    // The cost analysis stops after 10,000 selections instead of walking 2^30 of them.
    expect(response.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('stays responsive to /api/auth/info while 20 fragment bombs arrive at once', async () => {
    const bombs = Array.from({ length: 20 }, () => post(t, fragmentBomb(30)));
    const started = performance.now();
    const info = await t.app.inject({ method: 'GET', url: '/api/auth/info' });
    expect(info.statusCode).toBe(401);
    expect(performance.now() - started).toBeLessThan(1000);
    for (const response of await Promise.all(bombs)) expect(response.statusCode).toBeLessThan(500);
  });

  it('counts introspection fields towards the cost', async () => {
    const nested = '{ __schema { types { fields { args { type { fields { args { name } } } } } } } }';
    const answer = await gql(introspectable, undefined, nested);
    expect(answer.errors?.[0]?.message).toBe('The operation would cost more than 50000.');
  });

  it('refuses more than 30 aliases and more than 2000 tokens', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: plans { id }`).join(' ');
    expect((await gql(t, undefined, `{ ${aliases} }`)).errors?.[0]?.message).toBe(
      'The operation has more than 30 aliases.',
    );
    const tokens = `{ plans { ${'id '.repeat(2000)} } }`;
    const answer = await gql(t, undefined, tokens);
    expect(answer.code).toBe('BAD_USER_INPUT');
    expect(answer.errors?.[0]?.message).toMatch(/more than 2000 tokens/);
  });

  it('answers introspection only with GRAPHQL_INTROSPECTION=1', async () => {
    expect((await gql(introspectable, undefined, '{ __schema { queryType { name } } }')).data).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
    const refused = await gql(t, undefined, '{ __schema { queryType { name } } }');
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
