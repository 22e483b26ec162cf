import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutationCost } from '../../src/graphql/write-limit.ts';
import { createTestApp, jsonHeaders, type TestApp } from '../helpers/test-app.ts';
import { testCounters } from '../helpers/test-counters.ts';
import { applyImport, uploadJson } from '../imports/import-client.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, workspace } from '../workspace/workspace-client.ts';

// 150 points a minute: a createKeys of 1,000 keys costs 100, most single writes 1.
const redis = testCounters();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { counters: redis.counters, writeLimit: { points: 150, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
  redis.close();
});

const createKeys =
  'mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { id } }';
const deleteKeys = 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }';
const changePlan = 'mutation ($planId: ID!) { changePlan(planId: $planId) { since } }';
const keys = (count: number, prefix = 'k') =>
  Array.from({ length: count }, (_, index) => ({ name: `${prefix}.${index}` }));
/** A deleteKeys of `points` × 10 unknown ids: it deletes nothing but spends `points`. */
const spend = (cookies: Cookies, points: number) =>
  gql(t, cookies, deleteKeys, { ids: Array.from({ length: points * 10 }, () => randomUUID()) });

function post(cookies: Cookies, query: string, variables: Record<string, unknown>, accept?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: accept ? { ...jsonHeaders, accept } : jsonHeaders,
    cookies,
    payload: JSON.stringify({ query, variables }),
  });
}

describe('mutationCost', () => {
  const cost = (query: string, variables: Record<string, unknown> = {}) =>
    mutationCost(parse(query), undefined, variables);

  it('costs a point per 10 list items of each root field, aliases and fragments included', () => {
    expect(cost('query { plans { id } }')).toBe(0);
    expect(cost('mutation { deleteProject(id: "p") }')).toBe(1);
    expect(cost(createKeys, { groupId: 'g', input: keys(1000) })).toBe(100);
    expect(cost(deleteKeys, { ids: ['a', 'b'] })).toBe(1);
    expect(cost('mutation { deleteKeys(ids: ["a","b","c","d","e","f","g","h","i","j","k"]) }')).toBe(2);
    const aliased = Array.from(
      { length: 30 },
      (_, index) => `a${index}: createKeys(groupId: "g", input: $input) { id }`,
    ).join(' ');
    expect(cost(`mutation ($input: [KeyInput!]!) { ${aliased} }`, { input: keys(1000) })).toBe(3000);
    const fragments =
      'mutation { ...F ... on Mutation { b: deleteProject(id: "q") } } fragment F on Mutation { deleteProject(id: "p") }';
    expect(cost(fragments)).toBe(2);
    expect(cost(changePlan, { planId: 'pro' })).toBe(101);
  });
});

describe('per-account write limit', () => {
  it('refuses mutations past the budget with 429 RATE_LIMITED and Retry-After; queries still answer', async () => {
    const owner = await workspace(t, []);
    // The workspace spent 2 points (project, group), the keys 100, the deletes 48: 150.
    const created = await gql(t, owner.cookies, createKeys, { groupId: owner.group.id, input: keys(1000) });
    expect(created.errors).toBeUndefined();
    expect((await spend(owner.cookies, 48)).status).toBe(200);

    const response = await post(owner.cookies, createKeys, {
      groupId: owner.group.id,
      input: keys(1, 'late'),
    });
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const [error] = response.json().errors;
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter });
    expect(error.message).toMatch(/^Too many changes\. Please try again in \d+ seconds\.$/);
    // Through yoga's own HTTP answer too.
    const graphqlResponse = await post(
      owner.cookies,
      deleteKeys,
      { ids: [randomUUID()] },
      'application/graphql-response+json',
    );
    expect(graphqlResponse.statusCode).toBe(429);
    expect(graphqlResponse.headers['retry-after']).toBeDefined();
    expect(graphqlResponse.json().errors[0].extensions.code).toBe('RATE_LIMITED');

    // Nothing of the refused write was done, and reading goes on.
    const read = await gql(
      t,
      owner.cookies,
      'query ($p: ID!, $id: ID!) { group(projectId: $p, id: $id) { keyCount } }',
      {
        p: owner.project.id,
        id: owner.group.id,
      },
    );
    expect(read.data).toEqual({ group: { keyCount: 1000 } });
    // Another account has a budget of its own.
    const other = await workspace(t, []);
    expect(
      (await gql(t, other.cookies, createKeys, { groupId: other.group.id, input: keys(10) })).errors,
    ).toBeUndefined();
  });

  it('lets the next window in', async () => {
    const quick = await createTestApp(
      {},
      { counters: redis.counters, writeLimit: { points: 3, windowMs: 1000 } },
    );
    try {
      const owner = await workspace(quick, []);
      const rename =
        'mutation ($id: ID!) { updateProject(id: $id, input: { name: "B", baseLanguage: "en" }) { id } }';
      expect((await gql(quick, owner.cookies, rename, { id: owner.project.id })).errors).toBeUndefined();
      const refused = await gql(quick, owner.cookies, rename, { id: owner.project.id });
      expect(refused.code).toBe('RATE_LIMITED');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await gql(quick, owner.cookies, rename, { id: owner.project.id })).errors).toBeUndefined();
    } finally {
      await quick.close();
    }
  });

  it('limits plan changes, which cost 100 points more than their size', async () => {
    const owner = await workspace(t, []);
    expect((await gql(t, owner.cookies, changePlan, { planId: 'pro' })).errors).toBeUndefined();
    const again = await gql(t, owner.cookies, changePlan, { planId: 'business' });
    expect(again.status).toBe(429);
    expect(again.code).toBe('RATE_LIMITED');
  });

  it('limits imports by their size, before the upload is read, and their apply', async () => {
    const owner = await workspace(t, []);
    // 147 × 16 KiB: with the workspace's 2 points and a small upload's 1, the 150 are spent.
    const large = `{"k": "${'x'.repeat(147 * 16 * 1024 - 20)}"}`;
    const first = await uploadJson(t, owner.cookies, owner.project.id, large, 'language=en&group=big');
    expect(first.statusCode).not.toBe(429);
    const small = await uploadJson(
      t,
      owner.cookies,
      owner.project.id,
      '{"a": "b"}',
      'language=en&group=small',
    );
    expect(small.statusCode, small.body).toBe(201);
    const refused = await uploadJson(
      t,
      owner.cookies,
      owner.project.id,
      '{"a": "b"}',
      'language=en&group=small',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const apply = await applyImport(t, owner.cookies, small.json().id);
    expect(apply.statusCode).toBe(429);
    // GraphQL writes share the same budget.
    expect((await spend(owner.cookies, 1)).code).toBe('RATE_LIMITED');
  });
});
