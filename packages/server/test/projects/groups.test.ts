import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from './graphql-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const groupQuery = `query ($projectId: ID!, $id: ID!) {
  group(projectId: $projectId, id: $id) { id name createdAt project { id name baseLanguage } }
}`;
const updateGroup = `mutation ($projectId: ID!, $id: ID!, $input: GroupInput!) {
  updateGroup(projectId: $projectId, id: $id, input: $input) { id name }
}`;

describe('groups over GraphQL', () => {
  it('creates groups in a project, oldest first, and reads one with its project', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Website', 'en-GB');
    const landing = await createGroup(t, cookies, project.id, ' Landing page ');
    const mails = await createGroup(t, cookies, project.id, 'E-mails');
    expect(landing.name).toBe('Landing page');
    const listed = await gql(t, cookies, 'query ($id: ID!) { project(id: $id) { groups { id name } } }', {
      id: project.id,
    });
    expect(listed.data).toEqual({ project: { groups: [landing, mails] } });
    const one = await gql(t, cookies, groupQuery, { projectId: project.id, id: mails.id });
    expect(one.data).toEqual({
      group: {
        id: mails.id,
        name: 'E-mails',
        createdAt: expect.any(String),
        project: { id: project.id, name: 'Website', baseLanguage: 'en-GB' },
      },
    });
  });

  it('keeps names unique within a project only', async () => {
    const { cookies } = await signedInAccount(t);
    const website = await createProject(t, cookies, 'Website');
    const app = await createProject(t, cookies, 'App');
    const landing = await createGroup(t, cookies, website.id, 'Landing');
    await createGroup(t, cookies, app.id, 'Landing');
    const mails = await createGroup(t, cookies, website.id, 'E-mails');
    const create = await gql(
      t,
      cookies,
      'mutation ($p: ID!) { createGroup(projectId: $p, input: { name: "landing" }) { id } }',
      { p: website.id },
    );
    expect(create.code).toBe('BAD_USER_INPUT');
    const rename = await gql(t, cookies, updateGroup, {
      projectId: website.id,
      id: mails.id,
      input: { name: 'LANDING' },
    });
    expect(rename.code).toBe('BAD_USER_INPUT');
    const ok = await gql(t, cookies, updateGroup, {
      projectId: website.id,
      id: landing.id,
      input: { name: 'Home' },
    });
    expect(ok.data).toEqual({ updateGroup: { id: landing.id, name: 'Home' } });
    const tooLong = await gql(t, cookies, updateGroup, {
      projectId: website.id,
      id: landing.id,
      input: { name: 'x'.repeat(101) },
    });
    expect(tooLong.code).toBe('BAD_USER_INPUT');
  });

  it('deletes a group; a group asked for under another project is not found', async () => {
    const { cookies } = await signedInAccount(t);
    const website = await createProject(t, cookies, 'Website');
    const app = await createProject(t, cookies, 'App');
    const group = await createGroup(t, cookies, website.id, 'Landing');
    expect((await gql(t, cookies, groupQuery, { projectId: app.id, id: group.id })).data).toEqual({
      group: null,
    });
    const wrongProject = await gql(
      t,
      cookies,
      'mutation ($p: ID!, $g: ID!) { deleteGroup(projectId: $p, id: $g) }',
      {
        p: app.id,
        g: group.id,
      },
    );
    expect(wrongProject.code).toBe('NOT_FOUND');
    const deleted = await gql(
      t,
      cookies,
      'mutation ($p: ID!, $g: ID!) { deleteGroup(projectId: $p, id: $g) }',
      {
        p: website.id,
        g: group.id,
      },
    );
    expect(deleted.data).toEqual({ deleteGroup: true });
    expect((await gql(t, cookies, groupQuery, { projectId: website.id, id: group.id })).data).toEqual({
      group: null,
    });
  });

  it('refuses a group in a project that does not exist', async () => {
    const { cookies } = await signedInAccount(t);
    const answer = await gql(
      t,
      cookies,
      'mutation { createGroup(projectId: "00000000-0000-4000-8000-000000000000", input: { name: "A" }) { id } }',
    );
    expect(answer.code).toBe('NOT_FOUND');
  });
});
