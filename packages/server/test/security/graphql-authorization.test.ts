import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createGroup, createProject, gql } from '../projects/graphql-client.ts';

let t: TestApp;
let ada: Record<string, string>;
let bob: Record<string, string>;
let adaProject: { id: string };
let adaGroup: { id: string };
const missing = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  ada = (await signedInAccount(t)).cookies;
  bob = (await signedInAccount(t)).cookies;
  adaProject = await createProject(t, ada, 'Secret');
  adaGroup = await createGroup(t, ada, adaProject.id, 'Hidden');
});
afterAll(() => t.close());

// Every case runs with another account's id and with an id that exists nowhere: the answers must match.
describe('another account’s projects and groups', () => {
  it('reads as missing', async () => {
    const query = 'query ($p: ID!, $g: ID!) { project(id: $p) { id } group(projectId: $p, id: $g) { id } }';
    const foreign = await gql(t, bob, query, { p: adaProject.id, g: adaGroup.id });
    const nowhere = await gql(t, bob, query, { p: missing, g: missing });
    expect(foreign.data).toEqual({ project: null, group: null });
    expect(foreign).toEqual(nowhere);
    expect((await gql(t, bob, '{ viewer { projectsOwned projects { id } } }')).data).toEqual({
      viewer: { projectsOwned: 0, projects: [] },
    });
  });

  it.each([
    [
      'updateProject',
      'mutation ($p: ID!) { updateProject(id: $p, input: { name: "Mine", baseLanguage: "en" }) { id } }',
    ],
    ['deleteProject', 'mutation ($p: ID!) { deleteProject(id: $p) }'],
    ['createGroup', 'mutation ($p: ID!) { createGroup(projectId: $p, input: { name: "Mine" }) { id } }'],
    [
      'updateGroup',
      'mutation ($p: ID!, $g: ID!) { updateGroup(projectId: $p, id: $g, input: { name: "Mine" }) { id } }',
    ],
    ['deleteGroup', 'mutation ($p: ID!, $g: ID!) { deleteGroup(projectId: $p, id: $g) }'],
  ])('%s is refused exactly like a missing id', async (_name, mutation) => {
    // Only the variables the operation declares: GraphQL refuses unused ones.
    const ids = (p: string, g: string) => (mutation.includes('$g') ? { p, g } : { p });
    const foreign = await gql(t, bob, mutation, ids(adaProject.id, adaGroup.id));
    const nowhere = await gql(t, bob, mutation, ids(missing, missing));
    expect(foreign.code).toBe('NOT_FOUND');
    expect(foreign).toEqual(nowhere);
  });

  it('leaves the owner’s data untouched', async () => {
    const answer = await gql(t, ada, 'query ($p: ID!) { project(id: $p) { name groups { name } } }', {
      p: adaProject.id,
    });
    expect(answer.data).toEqual({ project: { name: 'Secret', groups: [{ name: 'Hidden' }] } });
  });

  it('counts limits per account: one account at its limit does not stop another', async () => {
    for (const name of ['B', 'C']) await createProject(t, ada, name);
    await createProject(t, bob, 'Secret');
    expect((await gql(t, bob, '{ viewer { projectsOwned } }')).data).toEqual({
      viewer: { projectsOwned: 1 },
    });
  });
});

describe('signed out', () => {
  it.each([
    ['viewer', '{ viewer { id } }'],
    ['project', `{ project(id: "${missing}") { id } }`],
    ['group', `{ group(projectId: "${missing}", id: "${missing}") { id } }`],
    ['createProject', 'mutation { createProject(input: { name: "A", baseLanguage: "en" }) { id } }'],
    ['changePlan', changePlanMutation.replace('($planId: ID!)', '').replace('$planId', '"pro"')],
  ])('%s answers UNAUTHENTICATED', async (_name, operation) => {
    expect((await gql(t, undefined, operation)).code).toBe('UNAUTHENTICATED');
  });
});
