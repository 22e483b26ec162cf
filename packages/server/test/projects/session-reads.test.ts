import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { sessions } from '../../src/db/schema.ts';
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
