import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createProject, createProjectMutation, gql } from './graphql-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// On PostgreSQL (TEST_DATABASE_URL) the creates run on separate pooled connections at once; the
// subscription row lock is what keeps them from all seeing room for one more. PGlite runs them one by one.
describe('creates racing at the plan limit', () => {
  it('lets exactly one of eight simultaneous creates take the last free place', async () => {
    const { cookies } = await signedInAccount(t);
    await createProject(t, cookies, 'A');
    await createProject(t, cookies, 'B');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        gql(t, cookies, createProjectMutation, { input: { name: `Racer ${index}`, baseLanguage: 'en' } }),
      ),
    );
    expect(answers.filter((answer) => answer.data?.createProject)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'PLAN_LIMIT_REACHED')).toHaveLength(7);
    expect((await gql(t, cookies, '{ viewer { projectsOwned } }')).data).toEqual({
      viewer: { projectsOwned: 3 },
    });
  });

  it('lets only one of two simultaneous creates with the same name pass', async () => {
    const { cookies } = await signedInAccount(t);
    const answers = await Promise.all(
      ['Twin', 'twin'].map((name) =>
        gql(t, cookies, createProjectMutation, { input: { name, baseLanguage: 'en' } }),
      ),
    );
    expect(answers.filter((answer) => answer.data?.createProject)).toHaveLength(1);
    expect(answers.filter((answer) => answer.code === 'BAD_USER_INPUT')).toHaveLength(1);
  });
});
