import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSpellings } from '../../src/workspace/language-spellings.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import {
  applyAndWait,
  exportProject,
  importFiles,
  preview,
  projectLanguages,
  uploadJson,
} from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const pathsOf = (zip: Uint8Array) => Object.keys(unzipSync(zip)).sort();

describe('language codes spelled as the team writes them', () => {
  it('are detected on the first import, shown in its preview, and used in exported paths', async () => {
    const { cookies, project, group } = await workspace(t, []);
    const files = {
      'locales/en/common.json': '{\n  "hi": "Hi"\n}\n',
      'locales/de_DE/common.json': '{\n  "hi": "Hallo"\n}\n',
      'locales/pt-br/common.json': '{\n  "hi": "Olá"\n}\n',
    };
    const answer = await preview(t, cookies, project.id, files);
    expect(answer.newLanguages.sort()).toEqual(['de-DE', 'pt-BR']);
    expect(answer.files.map(({ path, language, spelling }) => ({ path, language, spelling }))).toEqual(
      expect.arrayContaining([
        { path: 'locales/de_DE/common.json', language: 'de-DE', spelling: 'de_DE' },
        { path: 'locales/pt-br/common.json', language: 'pt-BR', spelling: 'pt-br' },
        { path: 'locales/en/common.json', language: 'en', spelling: 'en' },
      ]),
    );
    expect((await applyAndWait(t, cookies, answer.id)).status).toBe('done');

    // The tag stays canonical everywhere but in paths.
    expect(await projectLanguages(t, cookies, project.id)).toEqual(['en', 'de-DE', 'pt-BR']);
    const exported = await exportProject(t, cookies, project.id);
    expect(pathsOf(exported.rawPayload)).toEqual([
      'de_DE/common.json',
      'en/common.json',
      'pt-br/common.json',
    ]);
    expect(new TextDecoder().decode(unzipSync(exported.rawPayload)['de_DE/common.json'])).toBe(
      files['locales/de_DE/common.json'],
    );
    // Asked for in either spelling, one language's file is named as the team names it.
    for (const asked of ['de_DE', 'de-DE']) {
      const single = await t.app.inject({
        method: 'GET',
        url: `/api/groups/${group.id}/export/${asked}.json`,
        cookies,
      });
      expect(single.statusCode, single.body).toBe(200);
      expect(single.headers['content-disposition']).toContain('filename="common.de_DE.json"');
    }
    const narrowed = await exportProject(t, cookies, project.id, '?languages=pt_BR');
    expect(pathsOf(narrowed.rawPayload)).toEqual(['pt-br/common.json']);
    expect(Object.fromEntries(await fileSpellings(t.database.db, project.id))).toEqual({
      en: 'en',
      'de-DE': 'de_DE',
      'pt-BR': 'pt-br',
    });
  });

  it('keep the first import’s spelling when a later one writes the language otherwise', async () => {
    const { cookies, project } = await workspace(t, []);
    await importFiles(t, cookies, project.id, {
      'en/common.json': '{"a": "A"}',
      'de_DE/common.json': '{"a": "B"}',
    });
    const later = await preview(t, cookies, project.id, { 'de-de/common.json': '{"a": "C"}' });
    expect(later.files[0]).toMatchObject({ language: 'de-DE', spelling: 'de_DE' });
    expect((await applyAndWait(t, cookies, later.id)).status).toBe('done');
    expect(pathsOf((await exportProject(t, cookies, project.id)).rawPayload)).toEqual([
      'de_DE/common.json',
      'en/common.json',
    ]);
  });

  it('of a language added in the app are its tag until an import spells it', async () => {
    const { cookies, project } = await workspace(t, ['pt-BR']);
    expect(pathsOf((await exportProject(t, cookies, project.id)).rawPayload)).toEqual([
      'en/common.json',
      'pt-BR/common.json',
    ]);
    await importFiles(t, cookies, project.id, { 'common/pt_BR.json': '{"a": "Olá"}' });
    expect(pathsOf((await exportProject(t, cookies, project.id)).rawPayload)).toEqual([
      'en/common.json',
      'pt_BR/common.json',
    ]);
  });

  it('are not kept for a language the apply does not add', async () => {
    const { cookies, project } = await workspace(t, []);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"a": "A"}',
      'fr_CA/common.json': '{"a": "B"}',
    });
    const done = await applyAndWait(t, cookies, answer.id, {
      overwrite: false,
      createGroups: true,
      addLanguages: false,
    });
    expect(done.status).toBe('done');
    await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["fr-CA"]) { tag } }', {
      id: project.id,
    });
    expect(pathsOf((await exportProject(t, cookies, project.id)).rawPayload)).toContain('fr-CA/common.json');
  });

  it('of a single uploaded file come from its language query', async () => {
    const { cookies, project } = await workspace(t, []);
    const upload = await uploadJson(t, cookies, project.id, '{"a": "啊"}', 'language=zh_Hans&group=common');
    expect(upload.statusCode, upload.body).toBe(201);
    const created = upload.json() as { id: string; files: { language: string; spelling: string }[] };
    expect(created.files[0]).toMatchObject({ language: 'zh-Hans', spelling: 'zh_Hans' });
    expect((await applyAndWait(t, cookies, created.id)).status).toBe('done');
    expect(pathsOf((await exportProject(t, cookies, project.id)).rawPayload)).toContain(
      'zh_Hans/common.json',
    );
  });
});
