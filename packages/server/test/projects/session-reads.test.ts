import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { sessions } from '../../src/db/schema.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { countQueries } from '../helpers/query-counter.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, setTranslation, workspace } from '../workspace/workspace-client.ts';
import { createGroup, createProject, gql } from './graphql-client.ts';

let t: TestApp;
let queries: { count: number };
beforeAll(async () => {
  t = await createTestApp();
  queries = countQueries(t.database.db);
});
afterAll(() => t.close());

const eightDays = 8 * 24 * 60 * 60 * 1000;

describe('the session behind a GraphQL operation', () => {
  it('is not read for an operation that asks only for public fields', async () => {
    const { cookies } = await signedInAccount(t);
    queries.count = 0;
    const answer = await gql(t, cookies, '{ plans { id } __typename }');
    expect(answer.data).toMatchObject({ plans: expect.any(Array) });
    expect(queries.count).toBe(0);
  });

  it('comes with the overview when fragments ask for the viewer projects', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Website');
    await createGroup(t, cookies, project.id, 'Landing page');
    queries.count = 0;
    const answer = await gql(
      t,
      cookies,
      `query Dashboard { ...Root }
      fragment Root on Query { viewer { ... on Viewer { ...Owned } } }
      fragment Owned on Viewer { projects { name groups { name } } }`,
    );
    expect(answer.data).toEqual({
      viewer: { projects: [{ name: 'Website', groups: [{ name: 'Landing page' }] }] },
    });
    expect(queries.count).toBe(1);
  });

  it("answers the dashboard's projects, languages and progress included, in that one query, as the loaders do", async () => {
    const { cookies, project, group } = await workspace(t, ['fr', 'de']);
    const [first, second] = await createKeys(t, cookies, group.id, [{ name: 'a' }, { name: 'b' }]);
    for (const [key, language] of [
      [first, 'en'],
      [second, 'en'],
      [first, 'de'],
    ] as const) {
      await setTranslation(t, cookies, { keyId: key?.id, language, text: 'Text', expectedVersion: 0 });
    }
    const fields =
      'id name languages { tag isBase } progress { language total translated reviewed outdated }';
    queries.count = 0;
    const dashboard = await gql(t, cookies, `{ viewer { projects { ${fields} } } }`);
    expect(queries.count).toBe(1);
    // The same fields of the project on its own come from the loaders' queries.
    const alone = await gql(t, cookies, `query ($id: ID!) { project(id: $id) { ${fields} } }`, {
      id: project.id,
    });
    expect(dashboard.data).toEqual({ viewer: { projects: [(alone.data as { project: unknown }).project] } });
    const { languages, progress } = (alone.data as { project: { languages: unknown; progress: unknown } })
      .project;
    expect(languages).toEqual([
      { tag: 'en', isBase: true },
      { tag: 'fr', isBase: false },
      { tag: 'de', isBase: false },
    ]);
    const counts = (total: number, translated: number) => ({ total, translated, reviewed: 0, outdated: 0 });
    expect(progress).toEqual([
      { language: 'en', ...counts(2, 2) },
      { language: 'fr', ...counts(2, 0) },
      { language: 'de', ...counts(2, 1) },
    ]);
  });

  it('is refused and ended once idle too long, also when read with the overview', async () => {
    const { cookies } = await signedInAccount(t);
    t.clock.advance(eightDays);
    const answer = await gql(t, cookies, '{ viewer { projectsOwned } }');
    expect(answer.code).toBe('UNAUTHENTICATED');
    const tokenHash = hashToken(cookies.verba_session as string);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(left).toHaveLength(0);
  });

  it('signs nobody in for a signed-out caller asking for the viewer', async () => {
    queries.count = 0;
    const answer = await gql(t, undefined, '{ viewer { id projects { name } } }');
    expect(answer.code).toBe('UNAUTHENTICATED');
    expect(queries.count).toBe(0);
  });
});
