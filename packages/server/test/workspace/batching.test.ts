import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { createKeys, ok, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
let queries: { count: number };
beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries(t.database.db);
});
afterAll(() => t.close());

const editorPage = `query ($p: ID!, $g: ID!) {
  viewer { keysOwned }
  group(projectId: $p, id: $g) {
    keyCount progress { language translated }
    project { keyCount languages { tag isBase } progress { language total } }
    keys(first: 100) {
      totalCount
      nodes { id name group { id } translations { language version state } history(first: 5) { kind by } }
    }
  }
}`;

describe('the editor page query', () => {
  it('reads a fixed number of times, however many keys and values the page shows', async () => {
    const { cookies, project, group } = await workspace(t);
    await ok(t, cookies, 'mutation { changePlan(planId: "business") { since } }');
    const [first] = await createKeys(t, cookies, group.id, [{ name: 'k0' }]);
    await setTranslation(t, cookies, { keyId: first?.id, language: 'fr', text: 'x', expectedVersion: 0 });
    queries.count = 0;
    await ok(t, cookies, editorPage, { p: project.id, g: group.id });
    const withOne = queries.count;

    const more = await createKeys(
      t,
      cookies,
      group.id,
      Array.from({ length: 60 }, (_, index) => ({ name: `k${index + 1}` })),
    );
    for (const key of more.slice(0, 20)) {
      await setTranslation(t, cookies, { keyId: key.id, language: 'de', text: 'y', expectedVersion: 0 });
    }
    queries.count = 0;
    const answer = await gql(t, cookies, editorPage, { p: project.id, g: group.id });
    expect((answer.data as { group: { keys: { totalCount: number } } }).group.keys.totalCount).toBe(61);
    expect(queries.count).toBe(withOne);
    // 12: authorizeVia reads the group, its project and the membership in one join;
    // 13: the project's check rules, read once for the page's filter and every value's issues.
    expect(queries.count).toBeLessThanOrEqual(13);
  });

  it("gives the dashboard every project's languages, progress and key count in a fixed number of reads", async () => {
    const { cookies, group } = await workspace(t);
    await ok(t, cookies, 'mutation { changePlan(planId: "business") { since } }');
    await createKeys(t, cookies, group.id, [{ name: 'a' }]);
    const dashboard =
      '{ viewer { keysOwned projects { keyCount languages { tag } progress { language translated } groups { keyCount } } } }';
    queries.count = 0;
    await ok(t, cookies, dashboard);
    const withOne = queries.count;
    for (let index = 0; index < 5; index++) {
      const more = await ok<{ createProject: { id: string } }>(
        t,
        cookies,
        'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
        { input: { name: `More ${index}`, baseLanguage: 'de' } },
      );
      const created = await ok<{ createGroup: { id: string } }>(
        t,
        cookies,
        'mutation ($p: ID!) { createGroup(projectId: $p, input: { name: "g" }) { id } }',
        { p: more.createProject.id },
      );
      await createKeys(t, cookies, created.createGroup.id, [{ name: 'k' }]);
    }
    queries.count = 0;
    const answer = await ok<{ viewer: { projects: unknown[] } }>(t, cookies, dashboard);
    expect(answer.viewer.projects).toHaveLength(6);
    expect(queries.count).toBe(withOne);
  });
});
