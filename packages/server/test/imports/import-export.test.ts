import type { Import } from '@verba/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import {
  applyAndWait,
  applyImport,
  exportProject,
  importFiles,
  options,
  preview,
  status,
  unzipText,
  uploadJson,
} from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const keysQuery = `query ($projectId: ID!, $id: ID!) { group(projectId: $projectId, id: $id) {
  keys { nodes { name plural translations { language text forms { category text } state } } }
} }`;
const projectQuery = `query ($id: ID!) { project(id: $id) { languages { tag } groups { id name } keyCount } }`;

describe('import and export of i18next JSON', () => {
  it('previews a zip per file, applies it, and exports the same files', async () => {
    const { cookies, project, group } = await workspace(t, ['de']);
    const en =
      '{\n  "greeting": "Hello {{name}}",\n  "item_one": "{{count}} item",\n  "item_other": "{{count}} items",\n  "nav": {\n    "home": "Home"\n  }\n}\n';
    const de = '{\n  "greeting": "Hallo",\n  "nav": {\n    "home": "Start"\n  }\n}\n';
    const answer = await preview(t, cookies, project.id, {
      'locales/en/common.json': en,
      'locales/de/common.json': de,
      'locales/fr-fr/errors.json': '{"failed": "Échec"}',
    });
    expect(answer.status).toBe('preview');
    expect(answer.newGroups).toEqual(['errors']);
    expect(answer.newLanguages).toEqual(['fr-FR']);
    const [enFile, deFile] = answer.files;
    expect(enFile).toMatchObject({
      path: 'locales/en/common.json',
      language: 'en',
      group: 'common',
      keys: 3,
      added: 3,
      changed: 0,
      unchanged: 0,
    });
    expect(deFile?.issues).toEqual([
      { key: 'greeting', code: 'PLACEHOLDER_MISSING', message: expect.stringContaining('{{name}}') },
    ]);
    // Nothing is written before apply.
    const before = await ok<{ project: { keyCount: number; languages: unknown[] } }>(
      t,
      cookies,
      projectQuery,
      { id: project.id },
    );
    expect(before.project.keyCount).toBe(0);
    expect(before.project.languages).toHaveLength(2);

    const done = await applyAndWait(t, cookies, answer.id);
    expect(done).toMatchObject({ status: 'done', result: { added: 6, updated: 0, skipped: 0 } });
    expect(done.progress.done).toBe(done.progress.total);
    const after = await ok<{
      project: { keyCount: number; languages: { tag: string }[]; groups: { id: string; name: string }[] };
    }>(t, cookies, projectQuery, { id: project.id });
    expect(after.project.keyCount).toBe(4);
    expect(after.project.languages.map((language) => language.tag)).toEqual(['en', 'de', 'fr-FR']);
    const keys = await ok<{
      group: {
        keys: {
          nodes: {
            name: string;
            plural: boolean;
            translations: { language: string; text: string | null; forms: unknown; state: string }[];
          }[];
        };
      };
    }>(t, cookies, keysQuery, { projectId: project.id, id: group.id });
    const item = keys.group.keys.nodes.find((key) => key.name === 'item');
    expect(item?.plural).toBe(true);
    expect(item?.translations.find((value) => value.language === 'en')).toMatchObject({
      forms: [
        { category: 'one', text: '{{count}} item' },
        { category: 'other', text: '{{count}} items' },
      ],
      state: 'TRANSLATED',
    });

    const exported = await exportProject(t, cookies, project.id);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toContain('attachment');
    const files = unzipText(exported.rawPayload);
    expect(files['en/common.json']).toBe(en);
    expect(files['de/common.json']).toBe(de);
    // The new group took its file's shape: written on one line, it has no final newline. The
    // language's path keeps the spelling of its first import (fr-fr), its tag is fr-FR.
    expect(files['fr-fr/errors.json']).toBe('{\n  "failed": "Échec"\n}');
    expect(files['en/errors.json']).toBe('{}');

    const flat = unzipText(
      (await exportProject(t, cookies, project.id, `?languages=de&structure=flat&groups=${group.id}`))
        .rawPayload,
    );
    expect(flat).toEqual({ 'de/common.json': '{\n  "greeting": "Hallo",\n  "nav.home": "Start"\n}\n' });

    const one = await t.app.inject({ method: 'GET', url: `/api/groups/${group.id}/export/en.json`, cookies });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toContain('application/json');
    expect(one.body).toBe(en);
    const none = await t.app.inject({
      method: 'GET',
      url: `/api/groups/${group.id}/export/en.json?states=REVIEWED`,
      cookies,
    });
    expect(none.body).toBe('{}\n');

    // A second import of the same files changes nothing.
    const again = await preview(t, cookies, project.id, { 'en/common.json': en });
    expect(again.files[0]).toMatchObject({ added: 0, changed: 0, unchanged: 3 });
  });

  it('reads the three layouts and one JSON file, and keeps values unless told to overwrite', async () => {
    const { cookies, project } = await workspace(t, ['de']);
    const layouts = await preview(t, cookies, project.id, {
      'public/locales/common/de.json': '{"a": "A"}',
      'app/common/en.json': '{"a": "A"}',
    });
    expect(layouts.files.map((file) => [file.language, file.group])).toEqual([
      ['de', 'common'],
      ['en', 'common'],
    ]);
    const dotted = await preview(t, cookies, project.id, {
      'common.en.json': '{"a": "A"}',
      'nav.de_DE.json': '{}',
    });
    // de_DE goes to the project's de (translation contract, "Language matching").
    expect(dotted.files.map((file) => [file.language, file.group])).toEqual([
      ['en', 'common'],
      ['de', 'nav'],
    ]);
    expect(dotted.languageMatches).toEqual([{ code: 'de_DE', language: 'de', action: 'MAP' }]);

    await importFiles(t, cookies, project.id, { 'en/common.json': '{"a": "Old", "b": "B"}' });
    const single = await uploadJson(
      t,
      cookies,
      project.id,
      '{"a": "New", "b": "B", "c": "C"}',
      'language=EN&group=common',
    );
    expect(single.statusCode, single.body).toBe(201);
    const answer = single.json() as { id: string; files: unknown[] };
    expect(answer.files).toEqual([
      expect.objectContaining({ language: 'en', group: 'common', added: 1, changed: 1, unchanged: 1 }),
    ]);
    const done = await applyAndWait(t, cookies, answer.id, {
      overwrite: false,
      createGroups: false,
      addLanguages: false,
    });
    expect(done.result).toEqual({ added: 1, updated: 0, skipped: 2 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/projects/${project.id}/export?languages=en`,
      cookies,
    });
    expect(file.statusCode).toBe(200);
  });

  it('refuses a file whose keys collide under its group’s shape, naming both paths', async () => {
    const { cookies, project } = await workspace(t, []);
    await importFiles(t, cookies, project.id, { 'en/common.json': '{"nav": {"home": "Home"}}' });
    const response = await uploadJson(
      t,
      cookies,
      project.id,
      '{"a": "A", "a.b": "AB"}',
      'language=en&group=common',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FILE',
      path: 'en/common.json',
      paths: ['a', '["a.b"]'],
      error: expect.stringContaining('collide'),
    });
  });

  it('keeps a bare key beside its v4 plural forms as keys of their own, as i18next reads them', async () => {
    const { cookies, project } = await workspace(t, []);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': '{"a": "A", "a.b": "AB", "n_one": "one", "n_other": "many", "x..y": "dots"}',
      'de/common.json': '{"n": "singular"}',
    });
    const issues = answer.files.flatMap((file) => file.issues.map((issue) => `${issue.key} ${issue.code}`));
    expect(issues).toEqual([]);
    const done = await applyAndWait(t, cookies, answer.id);
    expect(done.result).toEqual({ added: 6, updated: 0, skipped: 0 });
    const keys = await ok<{ project: { keyCount: number } }>(t, cookies, projectQuery, { id: project.id });
    expect(keys.project.keyCount).toBe(6);
  });

  it('shows progress while applying and can be read again afterwards', async () => {
    const { cookies, project } = await workspace(t, []);
    const entries = Object.fromEntries(
      Array.from({ length: 900 }, (_, index) => [`key${index}`, `Text ${index}`]),
    );
    const answer = await preview(t, cookies, project.id, { 'en/big.json': JSON.stringify(entries) });
    const seen: Import[] = [];
    const done = await applyAndWait(t, cookies, answer.id, options, seen);
    expect(seen.length).toBeGreaterThan(0);
    for (const running of seen) expect(running.progress.done).toBeLessThanOrEqual(900);
    expect(seen[0]?.progress.total).toBe(900);
    expect(done.progress).toEqual({ done: 900, total: 900 });
    expect((await status(t, cookies, answer.id)).status).toBe('done');
    const history = await ok<{ project: { keyCount: number } }>(t, cookies, projectQuery, { id: project.id });
    expect(history.project.keyCount).toBe(900);
  });

  it('reports an import left applying by a server that is gone as interrupted, and a new upload applies', async () => {
    const { cookies, project } = await workspace(t, []);
    const before = await ok(t, cookies, projectQuery, { id: project.id });
    const left = await preview(t, cookies, project.id, { 'en/left.json': '{"a": "A"}' });
    // What a process killed mid-apply leaves behind: the status it committed, and no lock.
    await t.database.db.update(imports).set({ status: 'applying' }).where(eq(imports.id, left.id));
    expect(await status(t, cookies, left.id)).toMatchObject({
      status: 'failed',
      errorCode: 'IMPORT_INTERRUPTED',
      error: expect.stringMatching(/^The server stopped while applying this import/),
    });
    expect(await ok(t, cookies, projectQuery, { id: project.id })).toEqual(before);
    expect((await applyImport(t, cookies, left.id)).json()).toMatchObject({
      code: 'IMPORT_CLOSED',
      status: 'failed',
    });
    const again = await preview(t, cookies, project.id, { 'en/left.json': '{"a": "A"}' });
    expect((await applyAndWait(t, cookies, again.id)).status).toBe('done');
  });
});
