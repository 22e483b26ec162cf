import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { createKeys, ok, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shapeFields =
  'structure keySeparator pluralStyle indent sortKeys emptyValues escapeNonAscii finalNewline';
const updateShape = `mutation ($groupId: ID!, $input: FileShapeInput!) {
  updateFileShape(groupId: $groupId, input: $input) { id fileShape { ${shapeFields} } }
}`;
const createKeysMutation =
  'mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { id name } }';
const renameMutation =
  'mutation ($id: ID!, $name: String!) { updateKey(id: $id, input: { name: $name }, expectedVersion: 1) { name version } }';
const searchQuery = `query ($projectId: ID!, $id: ID!, $search: String) {
  group(projectId: $projectId, id: $id) { keys(filter: { search: $search }) { nodes { name history { kind before after } } } }
}`;

describe('file shapes and key names (issue 25)', () => {
  it('gives a group made in the app the default shape, and merges a change over it', async () => {
    const { cookies, project, group } = await workspace(t, []);
    const read = await ok<{ group: { fileShape: unknown } }>(
      t,
      cookies,
      `query ($p: ID!, $id: ID!) { group(projectId: $p, id: $id) { fileShape { ${shapeFields} } } }`,
      { p: project.id, id: group.id },
    );
    // The column's default is formats' DEFAULT_FILE_SHAPE, spelled out in schema.ts.
    expect(read.group.fileShape).toEqual(DEFAULT_FILE_SHAPE);
    const changed = await ok<{ updateFileShape: { fileShape: unknown } }>(t, cookies, updateShape, {
      groupId: group.id,
      input: { indent: '\t', sortKeys: false, keySeparator: null },
    });
    expect(changed.updateFileShape.fileShape).toEqual({
      ...DEFAULT_FILE_SHAPE,
      indent: '\t',
      sortKeys: false,
    });
  });

  it('refuses an indent it cannot write and a shape under which two keys collide', async () => {
    const { cookies, group } = await workspace(t, []);
    const indent = await gql(t, cookies, updateShape, { groupId: group.id, input: { indent: '   ' } });
    expect(indent.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'indent' });
    await ok(t, cookies, updateShape, { groupId: group.id, input: { structure: 'FLAT', keySeparator: '' } });
    await createKeys(t, cookies, group.id, [{ name: 'menu' }, { name: 'menu.open' }]);
    const nested = await gql(t, cookies, updateShape, {
      groupId: group.id,
      input: { structure: 'NESTED', keySeparator: '.' },
    });
    expect(nested.errors?.[0]?.extensions).toMatchObject({
      code: 'KEY_CONFLICT',
      conflictsWith: 'menu.open',
    });
    // A separator that splits neither name is fine.
    await ok(t, cookies, updateShape, {
      groupId: group.id,
      input: { structure: 'NESTED', keySeparator: ':' },
    });
  });

  it('takes natural-language keys through create, rename, search and history', async () => {
    const { cookies, project, group } = await workspace(t, []);
    const names = [
      'Are you sure? This cannot be undone.',
      'Delete.',
      'ns:like key',
      'a..b',
      '.hidden',
      ' ',
      'Your changes couldn’t be saved.\nAre you sure you want to leave?',
      'Name\tValue',
    ];
    const created = await createKeys(
      t,
      cookies,
      group.id,
      names.map((name) => ({ name })),
    );
    expect(created.map((key) => key.name)).toEqual(names);
    const control = await gql(t, cookies, createKeysMutation, {
      groupId: group.id,
      input: [{ name: 'a\u0007b' }],
    });
    expect(control.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    // In a nested group `Delete` sits above `Delete.`'s empty last part: a collision naming the other.
    const prefix = await gql(t, cookies, createKeysMutation, {
      groupId: group.id,
      input: [{ name: 'Delete' }],
    });
    expect(prefix.errors?.[0]?.extensions).toMatchObject({ code: 'KEY_CONFLICT', conflictsWith: 'Delete.' });

    const renamed = await ok<{ updateKey: { name: string } }>(t, cookies, renameMutation, {
      id: created[1]?.id,
      name: 'Deleted. Undo?',
    });
    expect(renamed.updateKey.name).toBe('Deleted. Undo?');
    const found = await ok<{
      group: { keys: { nodes: { name: string; history: { kind: string; after: string | null }[] }[] } };
    }>(t, cookies, searchQuery, { projectId: project.id, id: group.id, search: 'SURE? this' });
    expect(found.group.keys.nodes.map((key) => key.name)).toEqual(['Are you sure? This cannot be undone.']);
    const history = await ok<{
      group: { keys: { nodes: { name: string; history: { kind: string; after: string | null }[] }[] } };
    }>(t, cookies, searchQuery, { projectId: project.id, id: group.id, search: 'undo?' });
    expect(history.group.keys.nodes[0]?.history[0]).toMatchObject({
      kind: 'key.renamed',
      after: JSON.stringify({ name: 'Deleted. Undo?' }),
    });
  });
});
