import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../helpers/test-app.ts';

// A JSON POST skips yoga's fetch layer (graphql/plain-post.ts); a GET still goes through all of it.
// For queries the two must answer alike, errors and statuses included.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cases: { name: string; query: string; variables?: Record<string, unknown>; operationName?: string }[] =
  [
    { name: 'a result', query: '{ plans { id name projectLimit } }' },
    { name: 'a refusal of a resolver', query: '{ viewer { id } }' },
    { name: 'a syntax error', query: '{ plans { id ' },
    { name: 'a validation error', query: '{ nope }' },
    { name: 'refused introspection', query: '{ __schema { types { name } } }' },
    { name: 'a missing variable', query: 'query ($id: ID!) { project(id: $id) { id } }', variables: {} },
    { name: 'an unknown operation', query: 'query a { plans { id } }', operationName: 'b' },
  ];

describe('GraphQL over a plain JSON POST', () => {
  it.each(cases)('answers $name as yoga does over GET', async ({ query, variables, operationName }) => {
    const params = new URLSearchParams({ query });
    if (variables) params.set('variables', JSON.stringify(variables));
    if (operationName) params.set('operationName', operationName);
    const viaYoga = await t.app.inject({ method: 'GET', url: `/api/graphql?${params}` });
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: jsonHeaders,
      payload: { query, variables, operationName },
    });
    expect(viaPost.statusCode).toBe(viaYoga.statusCode);
    expect(viaPost.headers['content-type']).toBe(viaYoga.headers['content-type']);
    expect(viaPost.json()).toEqual(viaYoga.json());
  });

  it('leaves a request that is not plain JSON to yoga, which refuses what it must', async () => {
    const batch = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: jsonHeaders,
      payload: [{ query: '{ plans { id } }' }],
    });
    expect(batch.statusCode).toBe(400);
    const strayParam = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: jsonHeaders,
      payload: { query: '{ plans { id } }', extra: 1 },
    });
    expect(strayParam.statusCode).toBe(400);
  });
});
