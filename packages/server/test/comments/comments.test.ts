import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, openStream } from '../events/event-stream-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { createKeys, ok } from '../workspace/workspace-client.ts';

let t: TestApp;
let owner: { cookies: Cookies };
let projectId: string;
let keyId: string;

const commentFields = 'id keyId language text by byAccountId createdAt resolved';
const addMutation = `mutation ($k: ID!, $l: String, $t: String!, $m: [ID!]) {
  addComment(keyId: $k, language: $l, text: $t, mentions: $m) { ${commentFields} } }`;
const resolveMutation = `mutation ($id: ID!, $r: Boolean!) { resolveComment(id: $id, resolved: $r) { ${commentFields} } }`;
const deleteMutation = 'mutation ($id: ID!) { deleteComment(id: $id) }';
const threadQuery = `query ($p: ID!, $g: ID!, $l: String) { group(projectId: $p, id: $g) {
  keys(first: 10) { nodes { id openCommentCount comments(language: $l) { id text language resolved by } } } } }`;

let groupId: string;
type Thread = {
  group: { keys: { nodes: { id: string; openCommentCount: number; comments: { text: string }[] }[] } };
};
const thread = async (cookies: Cookies, language?: string) =>
  (
    await ok<Thread>(t, cookies, threadQuery, { p: projectId, g: groupId, l: language ?? null })
  ).group.keys.nodes.find((node) => node.id === keyId);
const code = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  await ok(
    t,
    owner.cookies,
    'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de", "fr"]) { tag } }',
    {
      p: projectId,
    },
  );
  keyId = (await createKeys(t, owner.cookies, groupId, [{ name: 'cart.title' }]))[0]?.id as string;
});
afterAll(() => t.close());

describe('comments', () => {
  it('are a thread per key and language, oldest first, with the author’s name, announced on the stream', async () => {
    const viewer = await member(t, owner.cookies, projectId, 'VIEWER', undefined, 'Vera');
    const stream = await openStream(await listening(t.app), projectId, owner.cookies);
    const first = await ok<{ addComment: Record<string, unknown> }>(t, viewer.cookies, addMutation, {
      k: keyId,
      l: 'de',
      t: 'What does “cart” mean here?',
    });
    expect(first.addComment).toMatchObject({
      keyId,
      language: 'de',
      text: 'What does “cart” mean here?',
      by: 'Vera Tester',
      byAccountId: viewer.accountId,
      resolved: false,
    });
    const event = await stream.next((candidate) => candidate.event === 'comment');
    expect(event.data).toEqual({
      keyId,
      language: 'de',
      commentId: first.addComment.id,
      kind: 'added',
      by: viewer.accountId,
    });
    stream.close();
    await ok(t, owner.cookies, addMutation, { k: keyId, l: 'de', t: 'The shopping cart.' });
    await ok(t, owner.cookies, addMutation, { k: keyId, l: null, t: 'About the key itself' });
    expect((await thread(owner.cookies, 'de'))?.comments.map((comment) => comment.text)).toEqual([
      'What does “cart” mean here?',
      'The shopping cart.',
    ]);
    expect((await thread(owner.cookies))?.comments).toHaveLength(3);
    expect((await thread(owner.cookies))?.openCommentCount).toBe(3);
  });

  it('are resolved by their author or a translator of that language and above, and deleted by the author, MANAGER or OWNER', async () => {
    const french = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['fr'], 'Fred');
    const german = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['de'], 'Gerd');
    const manager = await member(t, owner.cookies, projectId, 'MANAGER', undefined, 'Mia');
    const added = await ok<{ addComment: { id: string } }>(t, french.cookies, addMutation, {
      k: keyId,
      l: 'de',
      t: 'Shorter, please',
    });
    const id = added.addComment.id;
    // A French translator did write it: the author may resolve their own.
    expect(
      (
        await ok<{ resolveComment: { resolved: boolean } }>(t, french.cookies, resolveMutation, {
          id,
          r: true,
        })
      ).resolveComment.resolved,
    ).toBe(true);
    const other = (
      await ok<{ addComment: { id: string } }>(t, owner.cookies, addMutation, {
        k: keyId,
        l: 'de',
        t: 'Check the length',
      })
    ).addComment.id;
    expect(code(await gql(t, french.cookies, resolveMutation, { id: other, r: true }))).toBe('FORBIDDEN');
    expect(
      (
        await ok<{ resolveComment: { resolved: boolean } }>(t, german.cookies, resolveMutation, {
          id: other,
          r: true,
        })
      ).resolveComment.resolved,
    ).toBe(true);
    expect(code(await gql(t, german.cookies, deleteMutation, { id: other }))).toBe('FORBIDDEN');
    expect(
      (await ok<{ deleteComment: boolean }>(t, manager.cookies, deleteMutation, { id: other })).deleteComment,
    ).toBe(true);
    expect(
      (await ok<{ deleteComment: boolean }>(t, french.cookies, deleteMutation, { id })).deleteComment,
    ).toBe(true);
    expect(code(await gql(t, french.cookies, deleteMutation, { id }))).toBe('NOT_FOUND');
  });

  it('refuses bad input and strangers with a clear code', async () => {
    const stranger = await person(t, 'Sam', 'Stranger');
    expect(code(await gql(t, stranger.cookies, addMutation, { k: keyId, t: 'Hello' }))).toBe('NOT_FOUND');
    expect(code(await gql(t, owner.cookies, addMutation, { k: keyId, t: '   ' }))).toBe('BAD_USER_INPUT');
    expect(code(await gql(t, owner.cookies, addMutation, { k: keyId, t: 'x'.repeat(5001) }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await gql(t, owner.cookies, addMutation, { k: keyId, l: 'it', t: 'Hi' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await gql(t, owner.cookies, addMutation, { k: keyId, t: 'Hi', m: [stranger.email] }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(code(await gql(t, owner.cookies, resolveMutation, { id: 'nope', r: true }))).toBe('NOT_FOUND');
  });
});
