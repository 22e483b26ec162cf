import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createProject, createProjectMutation, gql } from './graphql-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('plans and their limits', () => {
  it('lists the three plans to anyone', async () => {
    const answer = await gql(t, undefined, '{ plans { id name projectLimit } }');
    expect(answer.data).toEqual({
      plans: [
        { id: 'free', name: 'Free', projectLimit: 3 },
        { id: 'pro', name: 'Pro', projectLimit: 25 },
        { id: 'business', name: 'Business', projectLimit: null },
      ],
    });
  });

  it('refuses the fourth project on Free, allows it on Pro, and refuses going back while over the limit', async () => {
    const { cookies } = await signedInAccount(t);
    for (const name of ['A', 'B', 'C']) await createProject(t, cookies, name);
    const fourth = await gql(t, cookies, createProjectMutation, { input: { name: 'D', baseLanguage: 'en' } });
    expect(fourth.code).toBe('PLAN_LIMIT_REACHED');
    expect(fourth.data).toBeNull();

    const pro = await gql(t, cookies, changePlanMutation, { planId: 'pro' });
    expect(pro.data).toEqual({
      changePlan: { plan: { id: 'pro', name: 'Pro', projectLimit: 25 }, since: expect.any(String) },
    });
    const d = await createProject(t, cookies, 'D');

    const downgrade = await gql(t, cookies, changePlanMutation, { planId: 'free' });
    expect(downgrade.code).toBe('PLAN_LIMIT_REACHED');
    expect(downgrade.errors?.[0]?.message).toMatch(/You own 4 projects; Free includes 3/);
    const still = await gql(t, cookies, '{ viewer { projectsOwned subscription { plan { id } } } }');
    expect(still.data).toEqual({ viewer: { projectsOwned: 4, subscription: { plan: { id: 'pro' } } } });

    await gql(t, cookies, 'mutation ($id: ID!) { deleteProject(id: $id) }', { id: d.id });
    const back = await gql(t, cookies, changePlanMutation, { planId: 'free' });
    expect(back.data).toMatchObject({ changePlan: { plan: { id: 'free' } } });
  });

  it('keeps the date when the plan does not change, and refuses an unknown plan', async () => {
    const { cookies } = await signedInAccount(t);
    const before = await gql(t, cookies, '{ viewer { subscription { since } } }');
    const same = await gql(t, cookies, changePlanMutation, { planId: 'free' });
    const since = (before.data as { viewer: { subscription: { since: string } } }).viewer.subscription.since;
    expect(same.data).toEqual({ changePlan: { plan: expect.objectContaining({ id: 'free' }), since } });
    expect((await gql(t, cookies, changePlanMutation, { planId: 'platinum' })).code).toBe('BAD_USER_INPUT');
  });

  it('lets Business create beyond 25', async () => {
    const { cookies } = await signedInAccount(t);
    await gql(t, cookies, changePlanMutation, { planId: 'business' });
    for (let index = 0; index < 26; index++) await createProject(t, cookies, `Project ${index}`);
    const answer = await gql(t, cookies, '{ viewer { projectsOwned } }');
    expect(answer.data).toEqual({ viewer: { projectsOwned: 26 } });
  });
});
