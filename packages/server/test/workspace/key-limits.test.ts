import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { createKeys, ok, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createKeysMutation = `mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { id } }`;
const names = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `key${from + index}` }));

describe('plan key limits', () => {
  it('lists the limits, counts keys owned and refuses a create past the limit whole', async () => {
    expect((await gql(t, undefined, '{ plans { id keyLimit } }')).data).toEqual({
      plans: [
        { id: 'free', keyLimit: 1000 },
        { id: 'pro', keyLimit: 50_000 },
        { id: 'business', keyLimit: null },
      ],
    });
    const { cookies, group } = await workspace(t, []);
    await createKeys(t, cookies, group.id, names(0, 1000 - 2));
    const past = await gql(t, cookies, createKeysMutation, { groupId: group.id, input: names(998, 3) });
    expect(past.code).toBe('PLAN_LIMIT_REACHED');
    expect(
      (await ok<{ viewer: { keysOwned: number } }>(t, cookies, '{ viewer { keysOwned } }')).viewer.keysOwned,
    ).toBe(998);
    await createKeys(t, cookies, group.id, names(998, 2));
    expect(
      (await gql(t, cookies, createKeysMutation, { groupId: group.id, input: names(2000, 1) })).code,
    ).toBe('PLAN_LIMIT_REACHED');

    await ok(t, cookies, 'mutation { changePlan(planId: "pro") { since } }');
    await createKeys(t, cookies, group.id, names(2000, 1));
    const downgrade = await gql(t, cookies, 'mutation { changePlan(planId: "free") { since } }');
    expect(downgrade.code).toBe('PLAN_LIMIT_REACHED');
    expect(downgrade.errors?.[0]?.message).toContain('1,001 keys');
  });

  it('lets only one of two concurrent creates take the last room', async () => {
    const { cookies, group } = await workspace(t, []);
    await createKeys(t, cookies, group.id, names(0, 999));
    const answers = await Promise.all([
      gql(t, cookies, createKeysMutation, { groupId: group.id, input: [{ name: 'last-a' }] }),
      gql(t, cookies, createKeysMutation, { groupId: group.id, input: [{ name: 'last-b' }] }),
    ]);
    expect(answers.map((answer) => answer.code ?? 'ok').sort()).toEqual(['PLAN_LIMIT_REACHED', 'ok']);
  });
});
