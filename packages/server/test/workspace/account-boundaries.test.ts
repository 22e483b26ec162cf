import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { createKeys, ok, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("another account's keys, values and history are NOT_FOUND", () => {
  it('refuses every mutation on them and changes nothing', async () => {
    const owner = await workspace(t);
    const [key] = await createKeys(t, owner.cookies, owner.group.id, [{ name: 'secret' }]);
    const keyId = key?.id as string;
    await setTranslation(t, owner.cookies, { keyId, language: 'fr', text: 'secret', expectedVersion: 0 });
    const history = await ok<{ group: { keys: { nodes: { history: { id: string }[] }[] } } }>(
      t,
      owner.cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { history { id } } } } }',
      { p: owner.project.id, g: owner.group.id },
    );
    const activityId = history.group.keys.nodes[0]?.history[0]?.id;

    const { cookies } = await signedInAccount(t);
    const mine = await createProject(t, cookies, 'Mine', 'en');
    const myGroup = await createGroup(t, cookies, mine.id, 'g');
    const [myKey] = await createKeys(t, cookies, myGroup.id, [{ name: 'mine' }]);
    const attempts: [string, Record<string, unknown>][] = [
      [
        'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["it"]) { tag } }',
        { id: owner.project.id },
      ],
      ['mutation ($id: ID!) { removeLanguage(projectId: $id, tag: "fr") }', { id: owner.project.id }],
      [
        'mutation ($id: ID!) { createKeys(groupId: $id, input: [{ name: "x" }]) { id } }',
        { id: owner.group.id },
      ],
      [
        'mutation ($id: ID!) { updateKey(id: $id, input: { name: "y" }, expectedVersion: 1) { id } }',
        { id: keyId },
      ],
      [
        'mutation ($ids: [ID!]!, $to: ID!) { moveKeys(ids: $ids, toGroupId: $to) { id } }',
        { ids: [keyId], to: myGroup.id },
      ],
      [
        'mutation ($ids: [ID!]!, $to: ID!) { moveKeys(ids: $ids, toGroupId: $to) { id } }',
        { ids: [myKey?.id], to: owner.group.id },
      ],
      ['mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', { ids: [myKey?.id, keyId] }],
      [
        'mutation ($keyId: ID!) { setTranslation(input: { keyId: $keyId, language: "fr", text: "x", expectedVersion: 1 }) { version } }',
        { keyId },
      ],
      [
        'mutation ($id: ID!) { revertTranslation(activityId: $id, expectedVersion: 1) { version } }',
        { id: activityId },
      ],
    ];
    for (const [query, variables] of attempts) {
      const answer = await gql(t, cookies, query, variables);
      expect(answer.code, query).toBe('NOT_FOUND');
      expect(JSON.stringify(answer)).not.toContain('secret');
    }
    const read = await gql(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { totalCount } } }',
      {
        p: owner.project.id,
        g: owner.group.id,
      },
    );
    expect(read.data).toEqual({ group: null });
    // The owner's data is untouched, and my key was not deleted with the refused list.
    const still = await ok<{ group: { keys: { nodes: { name: string; version: number }[] } } }>(
      t,
      owner.cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { name version translations(languages: ["fr"]) { text version } } } } }',
      { p: owner.project.id, g: owner.group.id },
    );
    expect(still.group.keys.nodes).toEqual([
      { name: 'secret', version: 1, translations: [{ text: 'secret', version: 1 }] },
    ]);
    const myKeys = await ok<{ viewer: { keysOwned: number } }>(t, cookies, '{ viewer { keysOwned } }');
    expect(myKeys.viewer.keysOwned).toBe(1);
  });
});
