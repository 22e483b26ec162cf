import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import {
  applyAndWait,
  applyImport,
  exportProject,
  options,
  preview,
  projectLanguages,
  unzipText,
} from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A project with plain codes (base en; de, fr, ja) and files in regional folders.
const regional = {
  'locales/en_US/common.json': '{\n  "hi": "Hi"\n}\n',
  'locales/de_DE/common.json': '{\n  "hi": "Hallo"\n}\n',
  'locales/fr_FR/common.json': '{\n  "hi": "Salut"\n}\n',
  'locales/ja_JP/common.json': '{\n  "hi": "やあ"\n}\n',
};

describe('file codes that match a project language', () => {
  it('are mapped by default, and the export writes the folders back as they came', async () => {
    const { cookies, project } = await workspace(t, ['de', 'fr', 'ja']);
    const answer = await preview(t, cookies, project.id, regional);
    expect(answer.languageMatches).toEqual([
      { code: 'de_DE', language: 'de', action: 'MAP' },
      { code: 'en_US', language: 'en', action: 'MAP' },
      { code: 'fr_FR', language: 'fr', action: 'MAP' },
      { code: 'ja_JP', language: 'ja', action: 'MAP' },
    ]);
    expect(answer.newLanguages).toEqual([]);
    expect(answer.files.find((file) => file.path === 'locales/en_US/common.json')).toMatchObject({
      language: 'en',
      spelling: 'en_US',
      added: 1,
    });
    expect((await applyAndWait(t, cookies, answer.id)).status).toBe('done');
    expect(await projectLanguages(t, cookies, project.id)).toEqual(['en', 'de', 'fr', 'ja']);
    const exported = await exportProject(t, cookies, project.id);
    expect(unzipText(exported.rawPayload)).toEqual({
      'en_US/common.json': regional['locales/en_US/common.json'],
      'de_DE/common.json': regional['locales/de_DE/common.json'],
      'fr_FR/common.json': regional['locales/fr_FR/common.json'],
      'ja_JP/common.json': regional['locales/ja_JP/common.json'],
    });
  });

  it('follow the apply body: a code added as a new language, another skipped', async () => {
    const { cookies, project } = await workspace(t, ['de', 'fr']);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"hi": "Hi"}',
      'de_AT/common.json': '{"hi": "Servus"}',
      'fr_CA/common.json': '{"hi": "Allô"}',
    });
    const done = await applyAndWait(t, cookies, answer.id, {
      ...options,
      languages: { de_AT: { action: 'ADD' }, fr_CA: { action: 'SKIP' } },
    });
    expect(done.status, done.error ?? '').toBe('done');
    expect(await projectLanguages(t, cookies, project.id)).toEqual(['en', 'de', 'fr', 'de-AT']);
    const files = unzipText((await exportProject(t, cookies, project.id)).rawPayload);
    expect(Object.keys(files).sort()).toEqual([
      'de/common.json',
      'de_AT/common.json',
      'en/common.json',
      'fr/common.json',
    ]);
    expect(JSON.parse(files['de_AT/common.json'] as string)).toEqual({ hi: 'Servus' });
    expect(files['fr/common.json']).not.toContain('Allô');
  });

  it('are added, not mapped, where two codes or the language itself would meet', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"hi": "Hi"}',
      'en_GB/common.json': '{"hi": "Hiya"}',
      'de_AT/common.json': '{"hi": "Servus"}',
      'de_CH/common.json': '{"hi": "Grüezi"}',
    });
    expect(answer.languageMatches).toEqual([
      { code: 'de_AT', language: 'de-AT', action: 'ADD' },
      { code: 'de_CH', language: 'de-CH', action: 'ADD' },
      { code: 'en_GB', language: 'en-GB', action: 'ADD' },
    ]);
  });

  it('refuse a decision that maps to no project language, or two files onto one', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const answer = await preview(t, cookies, project.id, {
      'de/common.json': '{"hi": "Hallo"}',
      'de_AT/common.json': '{"hi": "Servus"}',
      'it_IT/common.json': '{"hi": "Ciao"}',
    });
    for (const languages of [
      { it_IT: { action: 'MAP', language: 'it' } },
      { de_AT: { action: 'MAP', language: 'de' } },
      { xx_YY: { action: 'ADD' } },
    ]) {
      const refused = await applyImport(t, cookies, answer.id, { ...options, languages });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});

describe('a mapped code as the language’s spelling', () => {
  it('replaces the spelling kept before, and gives way to a language of its own tag', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const first = await preview(t, cookies, project.id, {
      'en/common.json': '{"hi": "Hi"}',
      'de/common.json': '{"hi": "Hallo"}',
    });
    expect((await applyAndWait(t, cookies, first.id)).status).toBe('done');
    const mapped = await preview(t, cookies, project.id, { 'de_AT/common.json': '{"hi": "Servus"}' });
    expect(mapped.languageMatches).toEqual([{ code: 'de_AT', language: 'de', action: 'MAP' }]);
    expect((await applyAndWait(t, cookies, mapped.id)).status).toBe('done');
    const pathsOf = async () =>
      Object.keys(unzipText((await exportProject(t, cookies, project.id)).rawPayload)).sort();
    expect(await pathsOf()).toEqual(['de_AT/common.json', 'en/common.json']);
    // de-AT added in the app writes its own folder; de goes back to its tag rather than share it.
    await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["de-AT"]) { tag } }', {
      id: project.id,
    });
    expect(await pathsOf()).toEqual(['de-AT/common.json', 'de/common.json', 'en/common.json']);
  });
});

describe('the preview’s key limit', () => {
  it('says the plan’s limit, the keys owned and the keys the import adds', async () => {
    const { cookies, project } = await workspace(t, []);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"a": "A", "b": "B", "c": "C"}',
    });
    expect(answer.keyLimit).toEqual({ limit: 1000, owned: 0, adding: 3 });
  });
});
