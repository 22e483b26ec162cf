import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, workspace } from '../workspace/workspace-client.ts';

const deadlineMs = 1500;
const maxAnswerBytes = 4096;

/** Delays every statement by `delayMs` while `on`, like a database under heavy load. */
function slowDown(db: Database, delayMs: number) {
  const switchable = { on: false };
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = async (...args: unknown[]) => {
    if (switchable.on) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return query(...args);
  };
  return switchable;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let cookies: Cookies;
let variables: { projectId: string; groupId: string };
let slow: { on: boolean };
beforeAll(async () => {
  t = await createTestApp({}, { graphqlLimits: { deadlineMs, maxAnswerBytes } });
  slow = slowDown(t.database.db, 400);
  const made = await workspace(t);
  cookies = made.cookies;
  variables = { projectId: made.project.id, groupId: made.group.id };
  await createKeys(
    t,
    cookies,
    made.group.id,
    Array.from({ length: 10 }, (_, i) => ({ name: `key.${i}`, description: 'd'.repeat(500) })),
  );
});
afterAll(() => t.close());

// Each level waits for the one above: about six statements one after another.
const chain = `query ($projectId: ID!, $groupId: ID!) { group(projectId: $projectId, id: $groupId) {
  keys(first: 10) { nodes { history(first: 5) { id } translations { language }
    group { project { groups { keys(first: 10) { totalCount } } } } } } } }`;

describe('GraphQL execution limits', () => {
  it('stops an operation at the deadline with QUERY_TIMEOUT, and resolves no field after it', async () => {
    const fast = countQueries(t.database.db);
    expect((await gql(t, cookies, chain, variables)).errors).toBeUndefined();
    const everything = fast.count;

    slow.on = true;
    try {
      const queries = countQueries(t.database.db);
      const started = performance.now();
      const answer = await gql(t, cookies, chain, variables);
      const elapsed = performance.now() - started;
      expect(answer.code, JSON.stringify(answer)).toBe('QUERY_TIMEOUT');
      expect(answer.errors?.[0]?.message).toBe('The operation ran longer than 1.5 seconds and was stopped.');
      expect(answer.data ?? null).toBeNull();
      // The session read comes first (before the deadline starts), then the deadline: not the whole chain.
      expect(elapsed).toBeLessThan(deadlineMs + 3 * 400);
      const atAnswer = queries.count;
      await sleep(4 * 400);
      // Statements already sent finish; nothing below them starts.
      expect(queries.count - atAnswer).toBeLessThanOrEqual(4);
      expect(queries.count).toBeLessThan(everything);
      const settled = queries.count;
      await sleep(2 * 400);
      expect(queries.count).toBe(settled);
    } finally {
      slow.on = false;
    }
  });

  it('answers RESPONSE_TOO_LARGE instead of an answer over the size cap, whatever the transport', async () => {
    const small = await gql(t, cookies, '{ plans { id name } }');
    expect(small.errors).toBeUndefined();
    const big = `query ($projectId: ID!, $groupId: ID!) { group(projectId: $projectId, id: $groupId) {
      keys(first: 10) { nodes { name description } } } }`;
    const answer = await gql(t, cookies, big, variables);
    expect(answer.status).toBe(200);
    expect(answer.data ?? null).toBeNull();
    expect(answer.errors).toEqual([
      {
        message: 'The answer would be larger than 4 KiB; ask for fewer items.',
        extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes: maxAnswerBytes },
      },
    ]);
    const overGet = await t.app.inject({
      method: 'GET',
      url: `/api/graphql?query=${encodeURIComponent(big)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
      cookies,
    });
    expect(Number(overGet.headers['content-length'] ?? overGet.body.length)).toBeLessThan(maxAnswerBytes);
    expect(overGet.json().errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('reads a body of the contract’s largest inputs, and refuses one over 512 KiB with 413', async () => {
    const query = 'query ($pad: String) { viewer { id } }';
    const post = (pad: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/graphql',
        cookies,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query, variables: { pad } }),
      });
    expect((await post('a'.repeat(400 * 1024))).statusCode).toBe(200);
    const over = await post('a'.repeat(520 * 1024));
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
