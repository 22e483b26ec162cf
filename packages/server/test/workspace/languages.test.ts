import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyAndWait, preview } from '../imports/import-client.ts';
import { createProject, gql } from '../projects/graphql-client.ts';
import { createKeys, ok, progressQuery, setTranslation, workspace } from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const addLanguages =
  'mutation ($id: ID!, $tags: [String!]!) { addLanguages(projectId: $id, tags: $tags) { tag isBase } }';
const removeLanguage = 'mutation ($id: ID!, $tag: String!) { removeLanguage(projectId: $id, tag: $tag) }';
const languagesQuery = 'query ($id: ID!) { project(id: $id) { baseLanguage languages { tag isBase } } }';

describe('project languages', () => {
  it('starts with the base language and adds canonical tags once, in the order added', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Site', 'en-US');
    expect(await ok(t, cookies, languagesQuery, { id: project.id })).toEqual({
      project: { baseLanguage: 'en-US', languages: [{ tag: 'en-US', isBase: true }] },
    });
    await ok(t, cookies, addLanguages, { id: project.id, tags: ['pt-br', 'DE'] });
    const again = await ok(t, cookies, addLanguages, { id: project.id, tags: ['de', 'en-us', 'fr'] });
    expect(again).toEqual({
      addLanguages: [
        { tag: 'en-US', isBase: true },
        { tag: 'pt-BR', isBase: false },
        { tag: 'de', isBase: false },
        { tag: 'fr', isBase: false },
      ],
    });
    const bad = await gql(t, cookies, addLanguages, { id: project.id, tags: ['fr', 'not a tag!'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tags', index: 1 });
  });

  it('keeps at most 200 languages a project, the base included: LANGUAGE_LIMIT_REACHED past it', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Many', 'en');
    const tags = (from: number, count: number) => Array.from({ length: count }, (_, i) => `en-${from + i}`);
    await ok(t, cookies, addLanguages, { id: project.id, tags: tags(1000, 150) });
    // 151 now: 50 more fill it, one of them already there.
    await ok(t, cookies, addLanguages, { id: project.id, tags: tags(1149, 50) });
    const past = await gql(t, cookies, addLanguages, { id: project.id, tags: ['fr', 'de'] });
    expect(past.errors?.[0]?.message).toBe(
      'A project has at most 200 languages; this one has 200, so at most 0 more can be added.',
    );
    expect(past.errors?.[0]?.extensions).toMatchObject({
      code: 'LANGUAGE_LIMIT_REACHED',
      field: 'tags',
      limit: 200,
    });
    // Tags it has already are no addition.
    expect(
      (await gql(t, cookies, addLanguages, { id: project.id, tags: ['en-1000'] })).errors,
    ).toBeUndefined();
    const base = await gql(
      t,
      cookies,
      'mutation ($id: ID!) { updateProject(id: $id, input: { name: "Many", baseLanguage: "fr" }) { id } }',
      { id: project.id },
    );
    expect(base.errors?.[0]?.extensions).toMatchObject({
      code: 'LANGUAGE_LIMIT_REACHED',
      field: 'baseLanguage',
    });
    const languages = await ok<{ project: { languages: unknown[] } }>(t, cookies, languagesQuery, {
      id: project.id,
    });
    expect(languages.project.languages).toHaveLength(200);
  });

  it('fails an import whose new languages would pass 200, writing nothing', async () => {
    const { cookies } = await signedInAccount(t);
    const project = await createProject(t, cookies, 'Full', 'en');
    await ok(t, cookies, addLanguages, {
      id: project.id,
      tags: Array.from({ length: 198 }, (_, i) => `en-${1000 + i}`),
    });
    const answer = await preview(t, cookies, project.id, {
      'fr/common.json': '{"hello": "Bonjour"}',
      'de/common.json': '{"hello": "Hallo"}',
    });
    const done = await applyAndWait(t, cookies, answer.id);
    expect(done).toMatchObject({ status: 'failed', errorCode: 'LANGUAGE_LIMIT_REACHED' });
    const languages = await ok<{ project: { languages: unknown[] } }>(t, cookies, languagesQuery, {
      id: project.id,
    });
    expect(languages.project.languages).toHaveLength(199);
  });

  it('removes a target language with its values and refuses to remove the base', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'k' }]);
    await setTranslation(t, cookies, { keyId: key?.id, language: 'fr', text: 'texte', expectedVersion: 0 });
    const base = await gql(t, cookies, removeLanguage, { id: project.id, tag: 'en' });
    expect(base.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tag' });
    expect(await ok(t, cookies, removeLanguage, { id: project.id, tag: 'fr' })).toEqual({
      removeLanguage: true,
    });
    const progress = await ok<{ group: { progress: { language: string }[] } }>(t, cookies, progressQuery, {
      projectId: project.id,
      id: group.id,
    });
    expect(progress.group.progress.map((one) => one.language)).toEqual(['en', 'de']);
    // Added back, it starts empty: the values went with it.
    await ok(t, cookies, addLanguages, { id: project.id, tags: ['fr'] });
    const fr = await setTranslation(t, cookies, {
      keyId: key?.id,
      language: 'fr',
      text: 'neu',
      expectedVersion: 0,
    });
    expect(fr.version).toBe(1);
  });

  it('makes a new base language on updateProject, keeping the old base as a target and every value', async () => {
    const { cookies, project, group } = await workspace(t, ['fr']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'k' }]);
    await setTranslation(t, cookies, {
      keyId: key?.id,
      language: 'en',
      text: 'Hello {{name}}',
      expectedVersion: 0,
    });
    const fr = await setTranslation(t, cookies, {
      keyId: key?.id,
      language: 'fr',
      text: 'Bonjour',
      expectedVersion: 0,
    });
    expect(fr.issues.map((issue) => issue.code)).toEqual(['PLACEHOLDER_MISSING']);
    await ok(
      t,
      cookies,
      'mutation ($id: ID!, $input: ProjectInput!) { updateProject(id: $id, input: $input) { id } }',
      {
        id: project.id,
        input: { name: 'App', baseLanguage: 'it' },
      },
    );
    expect(await ok(t, cookies, languagesQuery, { id: project.id })).toEqual({
      project: {
        baseLanguage: 'it',
        languages: [
          { tag: 'it', isBase: true },
          { tag: 'en', isBase: false },
          { tag: 'fr', isBase: false },
        ],
      },
    });
    const progress = await ok<{
      group: { progress: { language: string; translated: number; total: number }[] };
    }>(t, cookies, progressQuery, { projectId: project.id, id: group.id });
    expect(progress.group.progress).toEqual([
      { language: 'it', total: 1, translated: 0, reviewed: 0, outdated: 0 },
      { language: 'en', total: 1, translated: 1, reviewed: 0, outdated: 0 },
      { language: 'fr', total: 1, translated: 1, reviewed: 0, outdated: 0 },
    ]);
    // Compared with an empty base now, so the old issue is gone.
    const hasIssues = await ok<{ group: { keys: { totalCount: number } } }>(
      t,
      cookies,
      'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(filter: { hasIssuesIn: "fr" }) { totalCount } } }',
      { p: project.id, g: group.id },
    );
    expect(hasIssues.group.keys.totalCount).toBe(0);
  });
});
