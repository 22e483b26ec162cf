import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from './graphql-client.ts';

let t: TestApp;
let queries: { count: number };
beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries(t.database.db);
});
afterAll(() => t.close());

const dashboard =
  '{ viewer { projectsOwned subscription { plan { name } } projects { name groups { name } } } }';

describe('the dashboard query', () => {
  it('reads a fixed number of times, however many projects and groups there are', async () => {
    const { cookies } = await signedInAccount(t);
    await gql(t, cookies, 'mutation { changePlan(planId: "business") { since } }');
    const project = await createProject(t, cookies, 'P0');
    await createGroup(t, cookies, project.id, 'G');
    queries.count = 0;
    await gql(t, cookies, dashboard);
    const withOne = queries.count;

    for (let index = 1; index < 12; index++) {
      const more = await createProject(t, cookies, `P${index}`);
      for (const name of ['G1', 'G2', 'G3']) await createGroup(t, cookies, more.id, name);
    }
    queries.count = 0;
    const answer = await gql(t, cookies, dashboard);
    expect(answer.data).toMatchObject({ viewer: { projects: expect.any(Array) } });
    expect((answer.data as { viewer: { projects: unknown[] } }).viewer.projects).toHaveLength(12);
    expect(queries.count).toBe(withOne);
    // The session comes in the same query as the projects, groups and subscription.
    expect(queries.count).toBe(1);
  });
});
