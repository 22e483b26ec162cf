import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groups, projects, subscriptions } from '../../src/db/schema.ts';
import { goodPassword, post, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, createProjectMutation, gql } from './graphql-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = `{
  viewer { email projectsOwned subscription { plan { id name projectLimit } since }
    projects { id name baseLanguage groups { id name } } }
}`;

describe('projects over GraphQL', () => {
  it('starts a new account on Free with no projects', async () => {
    const { email, cookies } = await signedInAccount(t);
    const answer = await gql(t, cookies, dashboard);
    expect(answer.data).toEqual({
      viewer: {
        email,
        projectsOwned: 0,
        subscription: { plan: { id: 'free', name: 'Free', projectLimit: 3 }, since: expect.any(String) },
        projects: [],
      },
    });
  });

  it('creates a project with a trimmed name and a canonical base language, and lists it', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, '  Website  ', 'pt-br');
    expect(project).toMatchObject({ name: 'Website', baseLanguage: 'pt-BR' });
    const answer = await gql(t, cookies, dashboard);
    expect(answer.data?.viewer).toMatchObject({
      projectsOwned: 1,
      projects: [{ id: project.id, name: 'Website', baseLanguage: 'pt-BR', groups: [] }],
    });
    const one = await gql(t, cookies, 'query ($id: ID!) { project(id: $id) { id name createdAt } }', {
      id: project.id,
    });
    expect(one.data).toEqual({ project: { id: project.id, name: 'Website', createdAt: expect.any(String) } });
  });

  it('refuses names that are empty, too long or already taken in any case, and tags that are not BCP 47', async () => {
    const { cookies } = await signedInAccount(t);
    await createProject(t, cookies, 'Website');
    for (const input of [
      { name: '   ', baseLanguage: 'en' },
      { name: 'x'.repeat(101), baseLanguage: 'en' },
      { name: 'WEBSITE', baseLanguage: 'en' },
      { name: 'Docs', baseLanguage: 'not a language' },
      { name: 'Docs', baseLanguage: '' },
    ]) {
      const answer = await gql(t, cookies, createProjectMutation, { input });
      expect(answer.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    expect((await createProject(t, cookies, 'x'.repeat(100))).name).toHaveLength(100);
  });

  it('renames a project and changes its base language', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Website');
    await createProject(t, cookies, 'Docs');
    const update =
      'mutation ($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id name baseLanguage } }';
    const renamed = await gql(t, cookies, update, {
      id: project.id,
      input: { name: ' Site ', baseLanguage: 'de-de' },
    });
    expect(renamed.data).toEqual({ updateProject: { id: project.id, name: 'Site', baseLanguage: 'de-DE' } });
    const clash = await gql(t, cookies, update, {
      id: project.id,
      input: { name: 'docs', baseLanguage: 'de' },
    });
    expect(clash.code).toBe('BAD_USER_INPUT');
    // Keeping its own name (in another case) is no clash.
    const same = await gql(t, cookies, update, {
      id: project.id,
      input: { name: 'SITE', baseLanguage: 'de' },
    });
    expect(same.data).toEqual({ updateProject: { id: project.id, name: 'SITE', baseLanguage: 'de' } });
  });

  it('deletes a project with its groups', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Website');
    const group = await createGroup(t, cookies, project.id, 'E-mails');
    const deleted = await gql(t, cookies, 'mutation ($id: ID!) { deleteProject(id: $id) }', {
      id: project.id,
    });
    expect(deleted.data).toEqual({ deleteProject: true });
    const gone = await gql(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { project(id: $p) { id } group(projectId: $p, id: $g) { id } }',
      {
        p: project.id,
        g: group.id,
      },
    );
    expect(gone.data).toEqual({ project: null, group: null });
    expect((await gql(t, cookies, dashboard)).data?.viewer).toMatchObject({ projectsOwned: 0, projects: [] });
    const again = await gql(t, cookies, 'mutation ($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    expect(again.code).toBe('NOT_FOUND');
  });

  it('answers null or NOT_FOUND for ids that are no UUID at all', async () => {
    const { cookies } = await signedInAccount(t);
    expect((await gql(t, cookies, '{ project(id: "nope") { id } }')).data).toEqual({ project: null });
    const update = await gql(
      t,
      cookies,
      'mutation { updateProject(id: "nope", input: { name: "A", baseLanguage: "en" }) { id } }',
    );
    expect(update.code).toBe('NOT_FOUND');
  });

  it('erases the projects, groups and subscription of a deleted account', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Website');
    await createGroup(t, cookies, project.id, 'Landing');
    const id = ((await gql(t, cookies, '{ viewer { id } }')).data as { viewer: { id: string } }).viewer.id;
    expect((await post(t, '/api/auth/setup/delete', { password: goodPassword }, cookies)).statusCode).toBe(
      200,
    );
    const { db } = t.database;
    expect(await db.select().from(projects).where(eq(projects.accountId, id))).toEqual([]);
    expect(await db.select().from(groups).where(eq(groups.projectId, project.id))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.accountId, id))).toEqual([]);
  });
});
