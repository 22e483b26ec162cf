import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import {
  createKeys,
  ok,
  progressQuery,
  setTranslation,
  setTranslationMutation,
  setTranslationsMutation,
  workspace,
} from './workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keyQuery = `query ($projectId: ID!, $id: ID!) {
  group(projectId: $projectId, id: $id) {
    keys { nodes { id name translations { language version outdated } history { kind by } } }
  }
}`;

describe('setTranslation', () => {
  it('saves a value as a new version, with history, state and progress', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'greeting' }]);
    const id = key?.id as string;
    const en = await setTranslation(t, cookies, {
      keyId: id,
      language: 'en',
      text: 'Hello {{name}}',
      expectedVersion: 0,
    });
    expect(en).toMatchObject({
      language: 'en',
      text: 'Hello {{name}}',
      state: 'TRANSLATED',
      version: 1,
      outdated: false,
      issues: [],
    });
    const fr = await setTranslation(t, cookies, {
      keyId: id,
      language: 'fr',
      text: 'Bonjour',
      expectedVersion: 0,
    });
    expect(fr.issues.map((issue) => issue.code)).toEqual(['PLACEHOLDER_MISSING']);
    const reviewed = await setTranslation(t, cookies, {
      keyId: id,
      language: 'fr',
      text: 'Bonjour {{name}}',
      state: 'REVIEWED',
      expectedVersion: 1,
    });
    expect(reviewed).toMatchObject({ state: 'REVIEWED', version: 2, issues: [] });

    const read = await ok<{
      group: {
        keys: {
          nodes: {
            translations: { language: string; version: number }[];
            history: { kind: string; by: string }[];
          }[];
        };
      };
    }>(t, cookies, keyQuery, { projectId: project.id, id: group.id });
    const node = read.group.keys.nodes[0];
    expect(node?.translations.map((one) => [one.language, one.version])).toEqual([
      ['en', 1],
      ['fr', 2],
      ['de', 0],
    ]);
    expect(node?.history.map((entry) => entry.kind)).toEqual([
      'value.set',
      'value.set',
      'value.set',
      'key.created',
    ]);

    const progress = await ok(t, cookies, progressQuery, { projectId: project.id, id: group.id });
    expect(progress).toEqual({
      group: {
        keyCount: 1,
        progress: [
          { language: 'en', total: 1, translated: 1, reviewed: 0, outdated: 0 },
          { language: 'fr', total: 1, translated: 1, reviewed: 1, outdated: 0 },
          { language: 'de', total: 1, translated: 0, reviewed: 0, outdated: 0 },
        ],
        project: {
          keyCount: 1,
          progress: [
            { language: 'en', total: 1, translated: 1, reviewed: 0, outdated: 0 },
            { language: 'fr', total: 1, translated: 1, reviewed: 1, outdated: 0 },
            { language: 'de', total: 1, translated: 0, reviewed: 0, outdated: 0 },
          ],
        },
      },
    });
  });

  it('marks the other languages outdated when the base value changes, and a save clears it', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'title' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Title', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'Titre', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Heading', expectedVersion: 1 });
    const read = await ok<{
      group: { keys: { nodes: { translations: { language: string; outdated: boolean }[] }[] } };
    }>(t, cookies, keyQuery, { projectId: project.id, id: group.id });
    expect(read.group.keys.nodes[0]?.translations.map((one) => [one.language, one.outdated])).toEqual([
      ['en', false],
      ['fr', true],
      ['de', false],
    ]);
    let progress = await ok<{ group: { progress: { language: string; outdated: number }[] } }>(
      t,
      cookies,
      progressQuery,
      {
        projectId: project.id,
        id: group.id,
      },
    );
    expect(progress.group.progress.find((one) => one.language === 'fr')?.outdated).toBe(1);
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'En-tête', expectedVersion: 1 });
    progress = await ok(t, cookies, progressQuery, { projectId: project.id, id: group.id });
    expect(progress.group.progress.find((one) => one.language === 'fr')?.outdated).toBe(0);
  });

  it('does not mark outdated a value written in the same call as the new base value', async () => {
    const { cookies, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'pair' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'en', text: 'Old', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Alt', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'Vieux', expectedVersion: 0 });
    const both = await ok<{ setTranslations: { language: string; outdated: boolean; version: number }[] }>(
      t,
      cookies,
      setTranslationsMutation,
      {
        input: [
          { keyId, language: 'en', text: 'New', expectedVersion: 1 },
          { keyId, language: 'fr', text: 'Nouveau', expectedVersion: 1 },
        ],
      },
    );
    expect(both.setTranslations.map((one) => [one.language, one.outdated, one.version])).toEqual([
      ['en', false, 2],
      ['fr', false, 2],
    ]);
    const de = await gql(t, cookies, setTranslationMutation, {
      input: { keyId, language: 'de', text: 'Alt', expectedVersion: 1 },
    });
    expect(de.data).toMatchObject({ setTranslation: { outdated: false, version: 2 } });
  });

  it('refuses a stale version with the stored value in extensions.current, writing nothing', async () => {
    const { cookies, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'save' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'fr', text: 'Enregistrer', expectedVersion: 0 });
    const stale = await gql(t, cookies, setTranslationMutation, {
      input: { keyId, language: 'fr', text: 'Sauver', expectedVersion: 0 },
    });
    expect(stale.code).toBe('VERSION_CONFLICT');
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      current: { language: 'fr', text: 'Enregistrer', version: 1, state: 'TRANSLATED' },
    });
  });

  it('lets only one of two concurrent saves from the same version win; the other gets VERSION_CONFLICT', async () => {
    const { cookies, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'race' }]);
    const save = (text: string) =>
      gql(t, cookies, setTranslationMutation, {
        input: { keyId: key?.id, language: 'fr', text, expectedVersion: 0 },
      });
    const answers = await Promise.all([save('premier'), save('second')]);
    expect(answers.map((answer) => answer.code ?? 'ok').sort()).toEqual(['VERSION_CONFLICT', 'ok']);
    const loser = answers.find((answer) => answer.code) as (typeof answers)[number];
    const winner = answers.find((answer) => !answer.code) as (typeof answers)[number];
    const stored = (winner.data as { setTranslation: { text: string } }).setTranslation.text;
    expect(loser.errors?.[0]?.extensions).toMatchObject({ current: { text: stored, version: 1 } });
  });

  it('keeps plural forms per category and flags a missing one', async () => {
    const { cookies, group } = await workspace(t, ['pl']);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'files', plural: true }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, {
      keyId,
      language: 'en',
      forms: [
        { category: 'one', text: '{{count}} file' },
        { category: 'other', text: '{{count}} files' },
      ],
      expectedVersion: 0,
    });
    const pl = await setTranslation(t, cookies, {
      keyId,
      language: 'pl',
      forms: [
        { category: 'one', text: '{{count}} plik' },
        { category: 'other', text: '{{count}} pliku' },
      ],
      expectedVersion: 0,
    });
    expect(pl.forms).toEqual([
      { category: 'one', text: '{{count}} plik' },
      { category: 'other', text: '{{count}} pliku' },
    ]);
    expect(pl.text).toBeNull();
    expect(pl.issues.map((issue) => issue.code)).toEqual(['PLURAL_FORM_MISSING']);
  });

  it('reverts a value from history as a new version', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'cancel' }]);
    const keyId = key?.id as string;
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Abbrechen', expectedVersion: 0 });
    await setTranslation(t, cookies, { keyId, language: 'de', text: 'Stopp', expectedVersion: 1 });
    const read = await ok<{ group: { keys: { nodes: { history: { kind: string; after: string }[] }[] } } }>(
      t,
      cookies,
      `query ($projectId: ID!, $id: ID!) { group(projectId: $projectId, id: $id) { keys { nodes { history { id kind after } } } } }`,
      { projectId: project.id, id: group.id },
    );
    const first = read.group.keys.nodes[0]?.history.find((entry) =>
      entry.after?.includes('Abbrechen'),
    ) as unknown as {
      id: string;
    };
    const revert = `mutation ($id: ID!, $v: Int!) { revertTranslation(activityId: $id, expectedVersion: $v) { text version } }`;
    expect((await gql(t, cookies, revert, { id: first.id, v: 1 })).code).toBe('VERSION_CONFLICT');
    const reverted = await ok(t, cookies, revert, { id: first.id, v: 2 });
    expect(reverted).toEqual({ revertTranslation: { text: 'Abbrechen', version: 3 } });
  });
});
