import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { importFiles } from '../imports/import-client.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, ok, workspace } from '../workspace/workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const save = `mutation ($input: TranslationInput!) { setTranslation(input: $input) { state origin version } }`;

async function saved(cookies: Cookies, input: Record<string, unknown>) {
  return (
    await ok<{ setTranslation: { state: string; origin: string | null; version: number } }>(
      t,
      cookies,
      save,
      { input },
    )
  ).setTranslation;
}

const originsQuery = `query ($projectId: ID!, $id: ID!, $filter: KeyFilter) {
  group(projectId: $projectId, id: $id) {
    keys(filter: $filter) { totalCount nodes { name translations { language origin } } }
  }
}`;

describe('ValueOrigin', () => {
  it('is HUMAN by default, MEMORY or MACHINE when named, kept by a state change, HUMAN again on a new text', async () => {
    const { cookies, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'hello' }]);
    const keyId = key?.id as string;
    expect(await saved(cookies, { keyId, language: 'en', text: 'Hello', expectedVersion: 0 })).toEqual({
      state: 'TRANSLATED',
      origin: 'HUMAN',
      version: 1,
    });
    expect(
      await saved(cookies, { keyId, language: 'fr', text: 'Bonjour', origin: 'MEMORY', expectedVersion: 0 }),
    ).toMatchObject({ origin: 'MEMORY' });
    // A reviewer's state change alone (no origin given) keeps where the text came from.
    expect(
      await saved(cookies, { keyId, language: 'fr', text: 'Bonjour', state: 'REVIEWED', expectedVersion: 1 }),
    ).toEqual({ state: 'REVIEWED', origin: 'MEMORY', version: 2 });
    expect(await saved(cookies, { keyId, language: 'fr', text: 'Salut', expectedVersion: 2 })).toMatchObject({
      origin: 'HUMAN',
    });
    expect(
      await saved(cookies, { keyId, language: 'de', text: 'Hallo', origin: 'MACHINE', expectedVersion: 0 }),
    ).toMatchObject({ origin: 'MACHINE' });
    // Emptied: no origin.
    expect(await saved(cookies, { keyId, language: 'de', text: '', expectedVersion: 1 })).toEqual({
      state: 'EMPTY',
      origin: null,
      version: 2,
    });
  });

  it('refuses IMPORT from a save, writing nothing', async () => {
    const { cookies, project, group } = await workspace(t);
    const [key] = await createKeys(t, cookies, group.id, [{ name: 'hello' }]);
    const answer = await gql(t, cookies, save, {
      input: { keyId: key?.id, language: 'fr', text: 'Bonjour', origin: 'IMPORT', expectedVersion: 0 },
    });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'origin' });
    expect(answer.errors?.[0]?.message).toMatch(/IMPORT/);
    const read = await ok<{ group: { keys: { nodes: { translations: { origin: string | null }[] }[] } } }>(
      t,
      cookies,
      originsQuery,
      { projectId: project.id, id: group.id },
    );
    expect(read.group.keys.nodes[0]?.translations.map((value) => value.origin)).toEqual([null, null, null]);
  });

  it('is IMPORT for imported values until a person changes the text, and filters keys', async () => {
    const { cookies, project, group } = await workspace(t);
    await importFiles(t, cookies, project.id, {
      'locales/en/common.json': JSON.stringify({ a: 'One', b: 'Two' }),
      'locales/fr/common.json': JSON.stringify({ a: 'Un', b: 'Deux' }),
    });
    const read = (filter?: Record<string, unknown>) =>
      ok<{
        group: {
          keys: {
            totalCount: number;
            nodes: { name: string; translations: { language: string; origin: string | null }[] }[];
          };
        };
      }>(t, cookies, originsQuery, { projectId: project.id, id: group.id, filter });
    const all = await read();
    expect(all.group.keys.nodes.map((node) => node.translations.map((value) => value.origin))).toEqual([
      ['IMPORT', 'IMPORT', null],
      ['IMPORT', 'IMPORT', null],
    ]);
    const keyQuery = await ok<{ group: { keys: { nodes: { id: string; name: string }[] } } }>(
      t,
      cookies,
      'query ($projectId: ID!, $id: ID!) { group(projectId: $projectId, id: $id) { keys { nodes { id name } } } }',
      { projectId: project.id, id: group.id },
    );
    const keyB = keyQuery.group.keys.nodes.find((node) => node.name === 'b')?.id;
    await saved(cookies, { keyId: keyB, language: 'fr', text: 'Deux!', expectedVersion: 1 });
    const imported = await read({ origin: 'IMPORT', originIn: 'fr' });
    expect(imported.group.keys).toMatchObject({ totalCount: 1, nodes: [{ name: 'a' }] });
    const human = await read({ origin: 'HUMAN', originIn: 'fr' });
    expect(human.group.keys).toMatchObject({ totalCount: 1, nodes: [{ name: 'b' }] });
    const unpaired = await gql(t, cookies, originsQuery, {
      projectId: project.id,
      id: group.id,
      filter: { origin: 'HUMAN' },
    });
    expect(unpaired.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'originIn' });
  });
});
