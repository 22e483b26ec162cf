import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, gqlWithKey } from '../api-keys/api-key-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { ok } from '../workspace/workspace-client.ts';

// A key stays in its project and its scopes (pipeline contract): holes an outside journey found.

let t: TestApp;
let owner: Cookies;
let projectId: string;
let otherProjectId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await person(t, 'Ada', 'Owner')).cookies;
  await ok(t, owner, changePlanMutation, { planId: 'business' });
  projectId = (await createProject(t, owner, 'Mine', 'en')).id;
  otherProjectId = (await createProject(t, owner, 'Theirs', 'en')).id;
});
afterAll(() => t.close());

const groupQuery = 'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { id name } }';

/** A new key of the project, in a group of its own, made by `cookies`' account. */
async function newKey(cookies: Cookies) {
  const group = await createGroup(t, owner, projectId, `g${Math.random().toString(36).slice(2, 8)}`);
  const data = await ok<{ createKeys: { id: string }[] }>(
    t,
    cookies,
    'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "k" }]) { id } }',
    { g: group.id },
  );
  return data.createKeys[0]?.id as string;
}

describe('a key of one project', () => {
  it('does not read a group of another project of its creator', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ']);
    const theirs = await createGroup(t, owner, otherProjectId, 'secret-group');
    const answer = await gqlWithKey(t, secret, groupQuery, { p: otherProjectId, g: theirs.id });
    expect(answer.data).toEqual({ group: null });
    const mine = await createGroup(t, owner, projectId, 'own-group');
    const own = await gqlWithKey(t, secret, groupQuery, { p: projectId, g: mine.id });
    expect(own.data).toEqual({ group: { id: mine.id, name: 'own-group' } });
  });
});

describe('a key with IMPORT only', () => {
  it('reads neither its project nor a group: FORBIDDEN', async () => {
    const { secret } = await createKey(t, owner, projectId, ['IMPORT']);
    const project = await gqlWithKey(t, secret, 'query ($p: ID!) { project(id: $p) { name } }', {
      p: projectId,
    });
    expect(project.code).toBe('FORBIDDEN');
    const group = await createGroup(t, owner, projectId, 'import-only');
    expect((await gqlWithKey(t, secret, groupQuery, { p: projectId, g: group.id })).code).toBe('FORBIDDEN');
  });
});

describe('a key with READ only', () => {
  it('adds, resolves and deletes no comment, even its creator’s own', async () => {
    const { secret } = await createKey(t, owner, projectId, ['READ']);
    const keyId = await newKey(owner);
    const add = await gqlWithKey(
      t,
      secret,
      'mutation ($k: ID!) { addComment(keyId: $k, text: "hi") { id } }',
      {
        k: keyId,
      },
    );
    expect(add.code).toBe('FORBIDDEN');
    const own = await ok<{ addComment: { id: string } }>(
      t,
      owner,
      'mutation ($k: ID!) { addComment(keyId: $k, text: "mine") { id } }',
      { k: keyId },
    );
    const id = own.addComment.id;
    const resolve = await gqlWithKey(
      t,
      secret,
      'mutation ($id: ID!) { resolveComment(id: $id, resolved: true) { id } }',
      {
        id,
      },
    );
    expect(resolve.code).toBe('FORBIDDEN');
    expect((await gqlWithKey(t, secret, 'mutation ($id: ID!) { deleteComment(id: $id) }', { id })).code).toBe(
      'FORBIDDEN',
    );
  });

  it('cannot leave the project for its creator; no key can', async () => {
    const developer = await member(t, owner, projectId, 'DEVELOPER');
    const leave = 'mutation ($p: ID!) { leaveProject(projectId: $p) }';
    for (const scopes of [['READ'], ['READ', 'WRITE', 'IMPORT']]) {
      const { secret } = await createKey(t, developer.cookies, projectId, scopes);
      expect((await gqlWithKey(t, secret, leave, { p: projectId })).code).toBe('FORBIDDEN');
    }
    const still = await ok<{ project: { viewerRole: string } | null }>(
      t,
      developer.cookies,
      'query ($p: ID!) { project(id: $p) { viewerRole } }',
      { p: projectId },
    );
    expect(still.project).toEqual({ viewerRole: 'DEVELOPER' });
  });
});

describe('viewerPermissions', () => {
  const query =
    'query ($p: ID!) { project(id: $p) { viewerPermissions { translateLanguages reviewLanguages editKeys manageProject manageMembers manageApiKeys publishReleases deleteProject } } }';

  it('names every action for a session, and only what its scopes allow for a key', async () => {
    const languages = 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }';
    await ok(t, owner, languages, { p: projectId });
    const session = await ok<{ project: { viewerPermissions: Record<string, unknown> } }>(t, owner, query, {
      p: projectId,
    });
    expect(session.project.viewerPermissions).toEqual({
      translateLanguages: ['en', 'de'],
      reviewLanguages: ['en', 'de'],
      editKeys: true,
      manageProject: true,
      manageMembers: true,
      manageApiKeys: true,
      publishReleases: true,
      deleteProject: true,
    });
    const reader = await createKey(t, owner, projectId, ['READ']);
    const read = await gqlWithKey(t, reader.secret, query, { p: projectId });
    expect((read.data as { project: { viewerPermissions: unknown } }).project.viewerPermissions).toEqual({
      translateLanguages: [],
      reviewLanguages: [],
      editKeys: false,
      manageProject: false,
      manageMembers: false,
      manageApiKeys: false,
      publishReleases: false,
      deleteProject: false,
    });
    const writer = await createKey(t, owner, projectId, ['WRITE']);
    const written = await gqlWithKey(t, writer.secret, query, { p: projectId });
    expect(
      (written.data as { project: { viewerPermissions: unknown } }).project.viewerPermissions,
    ).toMatchObject({
      translateLanguages: ['en', 'de'],
      editKeys: true,
      manageProject: false,
      manageApiKeys: false,
      publishReleases: true,
    });
  });
});
