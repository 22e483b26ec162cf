import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, person } from '../teams/team-client.ts';
import { createKeys, ok } from '../workspace/workspace-client.ts';

let t: TestApp;
let owner: { cookies: Cookies };
let groupId: string;
let ids: Record<string, string>;

const keysQuery = `query ($p: ID!, $g: ID!, $f: KeyFilter) { group(projectId: $p, id: $g) {
  keys(filter: $f, first: 50) { totalCount nodes { name openCommentCount } } } }`;
let projectId: string;
type Keys = { group: { keys: { totalCount: number; nodes: { name: string; openCommentCount: number }[] } } };
const keys = async (filter: Record<string, unknown> | null) =>
  (await ok<Keys>(t, owner.cookies, keysQuery, { p: projectId, g: groupId, f: filter })).group.keys;
const addMutation = `mutation ($k: ID!, $l: String, $t: String!) { addComment(keyId: $k, language: $l, text: $t) { id } }`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  const created = await createKeys(t, owner.cookies, groupId, [
    { name: 'a.quiet' },
    { name: 'b.asked' },
    { name: 'c.settled' },
    { name: 'd.about_key' },
  ]);
  ids = Object.fromEntries(created.map((key) => [key.name, key.id]));
});
afterAll(() => t.close());

describe('the open comment filter and count', () => {
  it('keeps the keys with a comment not resolved, in any language or about the key itself', async () => {
    await ok(t, owner.cookies, addMutation, { k: ids['b.asked'], l: 'en', t: 'What is asked?' });
    await ok(t, owner.cookies, addMutation, { k: ids['b.asked'], l: 'en', t: 'And again?' });
    const settled = await ok<{ addComment: { id: string } }>(t, owner.cookies, addMutation, {
      k: ids['c.settled'],
      l: 'en',
      t: 'Done?',
    });
    await ok(t, owner.cookies, 'mutation ($id: ID!) { resolveComment(id: $id, resolved: true) { id } }', {
      id: settled.addComment.id,
    });
    await ok(t, owner.cookies, addMutation, { k: ids['d.about_key'], l: null, t: 'Rename it?' });

    const open = await keys({ hasOpenComments: true });
    expect(open.nodes).toEqual([
      { name: 'b.asked', openCommentCount: 2 },
      { name: 'd.about_key', openCommentCount: 1 },
    ]);
    expect(open.totalCount).toBe(2);
    // false is no filter, as leaving it out is.
    expect((await keys({ hasOpenComments: false })).totalCount).toBe(4);
    expect((await keys({ hasOpenComments: true, search: 'about' })).nodes.map((key) => key.name)).toEqual([
      'd.about_key',
    ]);
    expect((await keys(null)).nodes.find((key) => key.name === 'c.settled')?.openCommentCount).toBe(0);
  });
});
