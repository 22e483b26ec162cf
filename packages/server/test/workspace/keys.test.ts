import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { createKeys, keyFields, ok, progressQuery, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createKeysMutation = `mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { id } }`;
const updateKeyMutation = `mutation ($id: ID!, $input: KeyPatch!, $v: Int!) { updateKey(id: $id, input: $input, expectedVersion: $v) { ${keyFields} } }`;
const pageQuery = `query ($projectId: ID!, $id: ID!, $filter: KeyFilter, $first: Int, $after: String) {
  group(projectId: $projectId, id: $id) {
    keys(filter: $filter, first: $first, after: $after) { nodes { name } totalCount pageInfo { endCursor hasNextPage } }
  }
}`;

interface Page {
  group: {
    keys: {
      nodes: { name: string }[];
      totalCount: number;
      pageInfo: { endCursor: string | null; hasNextPage: boolean };
    };
  };
}

describe('keys', () => {
  it('creates keys, case-sensitive, and refuses the nested and plural collisions with KEY_CONFLICT', async () => {
    const { cookies, group } = await workspace(t);
    await createKeys(t, cookies, group.id, [
      { name: 'a' },
      { name: 'A' },
      { name: 'x', plural: true },
      { name: 'b.c' },
    ]);
    for (const [name, conflictsWith, plural] of [
      ['a', 'a', false],
      ['a.b', 'a', false],
      ['b', 'b.c', false],
      ['x_one', 'x', false],
      ['x_other', 'x', false],
    ] as const) {
      const answer = await gql(t, cookies, createKeysMutation, {
        groupId: group.id,
        input: [{ name, plural }],
      });
      expect(answer.code, name).toBe('KEY_CONFLICT');
      expect(answer.errors?.[0]?.extensions).toMatchObject({ conflictsWith, field: 'name' });
    }
    await createKeys(t, cookies, group.id, [{ name: 'y_one' }]);
    const plural = await gql(t, cookies, createKeysMutation, {
      groupId: group.id,
      input: [{ name: 'y', plural: true }],
    });
    expect(plural.errors?.[0]?.extensions).toMatchObject({ code: 'KEY_CONFLICT', conflictsWith: 'y_one' });
    // Within one call, too, and then nothing of the call is written.
    const inCall = await gql(t, cookies, createKeysMutation, {
      groupId: group.id,
      input: [{ name: 'fresh' }, { name: 'fresh.child' }],
    });
    expect(inCall.errors?.[0]?.extensions).toMatchObject({
      code: 'KEY_CONFLICT',
      conflictsWith: 'fresh',
      index: 1,
    });
    const names = await ok<{ group: { keyCount: number } }>(t, cookies, progressQuery, {
      projectId: (await projectOf(cookies, group.id)).id,
      id: group.id,
    });
    expect(names.group.keyCount).toBe(5);
  });

  it('renames, describes and switches a key to plural under its version, keeping the value', async () => {
    const { cookies, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'items' }, { name: 'other' }]);
    const id = key?.id as string;
    await setTranslation(t, cookies, {
      keyId: id,
      language: 'en',
      text: '{{count}} items',
      expectedVersion: 0,
    });
    const renamed = await ok(t, cookies, updateKeyMutation, {
      id,
      input: { name: 'item.count', description: 'A count' },
      v: 1,
    });
    expect(renamed).toEqual({
      updateKey: { id, name: 'item.count', description: 'A count', plural: false, version: 2 },
    });
    const stale = await gql(t, cookies, updateKeyMutation, { id, input: { plural: true }, v: 1 });
    expect(stale.code).toBe('VERSION_CONFLICT');
    expect(stale.errors?.[0]?.extensions).toMatchObject({ current: { name: 'item.count', version: 2 } });
    const taken = await gql(t, cookies, updateKeyMutation, { id, input: { name: 'other' }, v: 2 });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'KEY_CONFLICT', conflictsWith: 'other' });
    await ok(t, cookies, updateKeyMutation, { id, input: { plural: true }, v: 2 });
    const value = await setTranslation(t, cookies, {
      keyId: id,
      language: 'en',
      forms: [
        { category: 'one', text: 'One item' },
        { category: 'other', text: '{{count}} items' },
      ],
      expectedVersion: 1,
    });
    expect(value.version).toBe(2);
  });

  it('moves keys within the project and deletes them, keeping the counters right', async () => {
    const { cookies, project, group } = await workspace(t);
    const other = await createGroup(t, cookies, project.id, 'errors');
    const keys = await createKeys(t, cookies, group.id, [
      { name: 'one' },
      { name: 'two' },
      { name: 'three' },
    ]);
    await setTranslation(t, cookies, { keyId: keys[0]?.id, language: 'fr', text: 'un', expectedVersion: 0 });
    const moved = await ok<{ moveKeys: { name: string; version: number; group: { id: string } }[] }>(
      t,
      cookies,
      'mutation ($ids: [ID!]!, $to: ID!) { moveKeys(ids: $ids, toGroupId: $to) { name version group { id } } }',
      { ids: [keys[0]?.id, keys[1]?.id], to: other.id },
    );
    expect(moved.moveKeys).toEqual([
      { name: 'one', version: 2, group: { id: other.id } },
      { name: 'two', version: 2, group: { id: other.id } },
    ]);
    const progress = await ok<{
      group: { keyCount: number; progress: { language: string; translated: number }[] };
    }>(t, cookies, progressQuery, { projectId: project.id, id: other.id });
    expect(progress.group.keyCount).toBe(2);
    expect(progress.group.progress.find((one) => one.language === 'fr')?.translated).toBe(1);
    // A name taken in the target group, or a group of another project, refuses the whole move.
    const [clash] = await createKeys(t, cookies, group.id, [{ name: 'one.sub' }]);
    const move = 'mutation ($ids: [ID!]!, $to: ID!) { moveKeys(ids: $ids, toGroupId: $to) { id } }';
    const conflict = await gql(t, cookies, move, { ids: [keys[2]?.id, clash?.id], to: other.id });
    expect(conflict.errors?.[0]?.extensions).toMatchObject({
      code: 'KEY_CONFLICT',
      conflictsWith: 'one',
      index: 1,
    });
    const elsewhere = await createProject(t, cookies, 'Elsewhere', 'en');
    const foreign = await createGroup(t, cookies, elsewhere.id, 'g');
    const across = await gql(t, cookies, move, { ids: [keys[2]?.id], to: foreign.id });
    expect(across.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'toGroupId' });
    await ok(t, cookies, 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', { ids: [clash?.id] });

    const deleted = await ok(t, cookies, 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', {
      ids: [keys[0]?.id, keys[2]?.id],
    });
    expect(deleted).toEqual({ deleteKeys: 2 });
    const after = await ok<{ group: { keyCount: number; project: { keyCount: number } } }>(
      t,
      cookies,
      progressQuery,
      {
        projectId: project.id,
        id: group.id,
      },
    );
    expect(after.group.keyCount).toBe(0);
    expect(after.group.project.keyCount).toBe(1);
  });

  it('pages in binary name order with opaque cursors and filters', async () => {
    const { cookies, project, group } = await workspace(t);
    const names = ['b', 'B', 'a', 'a-z', 'Z', '_x', 'ä'];
    const keys = await createKeys(
      t,
      cookies,
      group.id,
      names.map((name) => ({ name })),
    );
    const byName = new Map(keys.map((key) => [key.name, key.id]));
    const read = (variables: Record<string, unknown>) =>
      ok<Page>(t, cookies, pageQuery, { projectId: project.id, id: group.id, ...variables });
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Page = await read({ first: 3, after });
      expect(page.group.keys.totalCount).toBe(7);
      seen.push(...page.group.keys.nodes.map((node) => node.name));
      after = page.group.keys.pageInfo.hasNextPage ? page.group.keys.pageInfo.endCursor : null;
    } while (after);
    expect(seen).toEqual([...names].sort());

    await setTranslation(t, cookies, {
      keyId: byName.get('a'),
      language: 'en',
      text: 'Hello {{name}}',
      expectedVersion: 0,
    });
    await setTranslation(t, cookies, {
      keyId: byName.get('a'),
      language: 'fr',
      text: 'SALUT',
      expectedVersion: 0,
    });
    await setTranslation(t, cookies, {
      keyId: byName.get('b'),
      language: 'fr',
      text: 'Merci',
      state: 'REVIEWED',
      expectedVersion: 0,
    });
    await setTranslation(t, cookies, {
      keyId: byName.get('a'),
      language: 'en',
      text: 'Hi {{name}}',
      expectedVersion: 1,
    });
    const filtered = async (filter: Record<string, unknown>) =>
      (await read({ filter })).group.keys.nodes.map((node) => node.name);
    expect(await filtered({ untranslatedIn: 'fr' })).toEqual(['B', 'Z', '_x', 'a-z', 'ä']);
    expect(await filtered({ state: 'REVIEWED', stateIn: 'fr' })).toEqual(['b']);
    expect(await filtered({ state: 'EMPTY', stateIn: 'fr' })).toEqual(['B', 'Z', '_x', 'a-z', 'ä']);
    expect(await filtered({ outdatedIn: 'fr' })).toEqual(['a']);
    expect(await filtered({ hasIssuesIn: 'fr' })).toEqual(['a']);
    expect(await filtered({ search: 'salut' })).toEqual(['a']);
    // The name and its one value are two texts: no match across them.
    expect(await filtered({ search: 'merci' })).toEqual(['b']);
    expect(await filtered({ search: 'bmerci' })).toEqual([]);
    expect(await filtered({ search: 'A-' })).toEqual(['a-z']);
    expect(await filtered({ search: '%' })).toEqual([]);
    await ok(t, cookies, updateKeyMutation, { id: byName.get('Z'), input: { name: 'Zebra' }, v: 1 });
    expect(await filtered({ search: 'zebr' })).toEqual(['Zebra']);
    const bad = await gql(t, cookies, pageQuery, { projectId: project.id, id: group.id, after: 'nonsense' });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'after' });
    const tooMany = await gql(t, cookies, pageQuery, { projectId: project.id, id: group.id, first: 501 });
    expect(tooMany.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'first' });
  });
});

async function projectOf(cookies: Record<string, string>, groupId: string) {
  const data = await ok<{ viewer: { projects: { id: string; groups: { id: string }[] }[] } }>(
    t,
    cookies,
    '{ viewer { projects { id groups { id } } } }',
  );
  const project = data.viewer.projects.find((one) => one.groups.some((group) => group.id === groupId));
  if (!project) throw new Error('no project holds the group');
  return project;
}
