import { DEFAULT_FILE_SHAPE } from '@verba/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportFile } from '../../src/imports/import-files.ts';
import { planImport } from '../../src/imports/import-plan.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';
import { applyImport, options, preview, uploadJson, uploadZip, zipOf } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nested = (depth: number) => `${'{"a": '.repeat(depth)}"x"${'}'.repeat(depth)}`;

/** A project with English alone and no groups, as the import thread plans against it. */
const emptyProject = {
  baseLanguage: 'en',
  languages: new Set(['en']),
  spellings: new Map(),
  groups: new Map(),
  glossary: [],
};

const englishFile = (group: string, text: string): ImportFile => ({
  path: `en/${group}.json`,
  language: 'en',
  spelling: 'en',
  group,
  text,
  shape: DEFAULT_FILE_SHAPE,
});

describe('what an import may hold', () => {
  it('refuses a JSON upload that is not UTF-8, and files nested too deep, naming the file', async () => {
    const { cookies, project } = await workspace(t, []);
    const latin1 = Buffer.from('{"a": "Gr\xfc\xdfe"}', 'latin1');
    const notUtf8 = await uploadJson(
      t,
      cookies,
      project.id,
      latin1 as unknown as string,
      'language=de&group=common',
    );
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toEqual({
      code: 'INVALID_FILE',
      path: 'de/common.json',
      error: 'This file is not UTF-8 text.',
    });

    const deep = await uploadZip(t, cookies, project.id, zipOf({ 'en/common.json': nested(100_000) }));
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({
      code: 'INVALID_FILE',
      path: 'en/common.json',
      error: expect.stringMatching(/^“a\.a\.a.*” is nested deeper than 100 levels\.$/),
      line: 1,
    });
    const deepJson = await uploadJson(t, cookies, project.id, nested(100_000), 'language=en&group=common');
    expect(deepJson.json()).toMatchObject({ code: 'INVALID_FILE', path: 'en/common.json' });
  });

  it('refuses an archive of more than 200 languages', async () => {
    const { cookies, project } = await workspace(t, []);
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const regions = [...letters].flatMap((a) => [...letters].map((b) => `${a}${b}`)).slice(0, 260);
    const files = Object.fromEntries(regions.map((region) => [`en-${region}/common.json`, '{}']));
    const refused = await uploadZip(t, cookies, project.id, zipOf(files));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'INVALID_FILE',
      path: 'upload.zip',
      error: expect.stringContaining('an import has at most 200'),
    });
  });

  it('keeps 20 previews of an account open: a newer one makes the oldest expire', async () => {
    const { cookies, project } = await workspace(t, []);
    const ids: string[] = [];
    for (let index = 0; index < 21; index++) {
      ids.push((await preview(t, cookies, project.id, { 'en/common.json': `{"k${index}": "v"}` })).id);
    }
    const oldest = await applyImport(t, cookies, ids[0] as string);
    expect(oldest.statusCode).toBe(410);
    expect(oldest.json()).toEqual({
      code: 'IMPORT_EXPIRED',
      error: 'This preview expired: an account keeps its 20 newest previews open. Upload the files again.',
    });
    expect((await applyImport(t, cookies, ids[1] as string)).statusCode).toBe(202);
  });

  it('lists at most 200 issues a file, with short messages, and counts the rest', async () => {
    const { cookies, project } = await workspace(t, []);
    const placeholders = Array.from({ length: 300 }, (_, index) => `{{p${index}}}`).join(' ');
    const keys = Array.from({ length: 400 }, (_, index) => `k${index}`);
    const answer = await preview(t, cookies, project.id, {
      'en/common.json': JSON.stringify(Object.fromEntries(keys.map((key) => [key, placeholders]))),
      'de/common.json': JSON.stringify(Object.fromEntries(keys.map((key) => [key, 'x']))),
    });
    const german = answer.files.find((file) => file.language === 'de');
    expect(german?.issueCount).toBe(400);
    expect(german?.issues).toHaveLength(200);
    expect(german?.issues[0]).toMatchObject({ key: 'k0', code: 'PLACEHOLDER_MISSING' });
    expect(german?.issues.every((issue) => issue.message.length <= 300)).toBe(true);
    expect(german?.issues[0]?.message).toMatch(/^Missing from the base text: \{\{p0\}\}, .*…$/);
  });

  it('lists at most 10,000 issues in a whole preview', () => {
    const text = JSON.stringify(
      Object.fromEntries(Array.from({ length: 250 }, (_, index) => [`k${index}`, '{{a'])),
    );
    const files = Array.from({ length: 60 }, (_, index) => englishFile(`g${index}`, text));
    const plan = planImport(emptyProject, files, options, 'preview');
    expect(plan.files.every((file) => file.issueCount === 250)).toBe(true);
    expect(plan.files.reduce((sum, file) => sum + file.issues.length, 0)).toBe(10_000);
    expect(plan.files[0]?.issues).toHaveLength(200);
    expect(plan.files[59]?.issues).toHaveLength(0);
  });

  it("plans an apply's writes as the preview's, without checking the values", () => {
    const files = [englishFile('g', '{"a": "{{a", "b": "Fine"}')];
    const preview = planImport(emptyProject, files, options, 'preview');
    const apply = planImport(emptyProject, files, options, 'apply');
    expect(preview.files[0]?.issues).toMatchObject([{ key: 'a', code: 'SYNTAX' }]);
    expect(apply.files[0]?.issueCount).toBe(0);
    expect(apply.values).toEqual(preview.values);
    expect(apply.newKeys).toEqual(preview.newKeys);
  });
});
