import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { po } from 'gettext-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { XliffJs, XliffValue } from 'xliff/*';
import js2xliff from 'xliff/js2xliff';
import xliff2js from 'xliff/xliff2js';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyAndWait, exportProject, importFiles, unzipText } from '../imports/import-client.ts';
import { type Cookies, workspace } from '../workspace/workspace-client.ts';
import { exportExchange, previewOf, uploadExchange, viaLibrary } from './exchange-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const en = JSON.stringify({
  greeting: 'Hello {{name}}',
  item_one: '{{count}} item',
  item_other: '{{count}} items',
  nav: { home: 'Home' },
});
const de = JSON.stringify({ nav: { home: 'Start' } });

async function project() {
  const { cookies, project } = await workspace(t, ['de']);
  await importFiles(t, cookies, project.id, { 'en/common.json': en, 'de/common.json': de });
  return { cookies, projectId: project.id };
}

/** What a CAT tool does: read the file with the library, give every unit a target, write it back. */
function filled(xml: string, fill: (source: XliffValue | undefined) => XliffValue): string {
  const js = viaLibrary<XliffJs>((done) => xliff2js(xml, {}, done));
  for (const units of Object.values(js.resources))
    for (const unit of Object.values(units)) unit.target = fill(unit.source);
  return viaLibrary<string>((done) => js2xliff(js, { indent: '' }, done));
}

const german = (source: XliffValue | undefined): XliffValue =>
  Array.isArray(source)
    ? source.map((part) =>
        typeof part === 'string'
          ? part.replace('Hello', 'Hallo').replace('items', 'Dinge').replace('item', 'Ding')
          : part,
      )
    : (source ?? '');

async function germanValues(cookies: Cookies, projectId: string) {
  const zip = await exportProject(t, cookies, projectId, '?languages=de');
  return JSON.parse(unzipText(zip.rawPayload)['de/common.json'] as string);
}

describe('exchange files', () => {
  it('hands out what needs translating and takes the CAT tool’s work back through the import preview', async () => {
    const { cookies, projectId } = await project();
    const exported = await exportExchange(t, cookies, projectId, 'language=de&format=xliff2');
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(exported.headers['content-disposition']).toContain('App.de.xlf');
    // EMPTY by default: nav.home is translated already.
    expect(exported.body).toContain('name="common/greeting"');
    expect(exported.body).toContain('name="common/item#one"');
    expect(exported.body).not.toContain('common/nav.home');
    expect(exported.body).toContain('<ph id="1" disp="{{name}}"/>');

    const upload = await uploadExchange(t, cookies, projectId, filled(exported.body, german));
    expect(upload.statusCode, upload.body).toBe(201);
    const preview = previewOf(upload);
    expect(preview.files).toEqual([
      expect.objectContaining({
        path: 'de.xlf',
        language: 'de',
        group: 'common',
        keys: 2,
        added: 2,
        changed: 0,
        issues: [],
      }),
    ]);
    expect(await germanValues(cookies, projectId)).toEqual({ nav: { home: 'Start' } });
    const done = await applyAndWait(t, cookies, preview.id);
    expect(done).toMatchObject({ status: 'done', result: { added: 2 } });
    expect(await germanValues(cookies, projectId)).toEqual({
      greeting: 'Hallo {{name}}',
      item_one: '{{count}} Ding',
      item_other: '{{count}} Dinge',
      nav: { home: 'Start' },
    });

    // For review: everything, with the targets and states; the same values back change nothing.
    const review = await exportExchange(
      t,
      cookies,
      projectId,
      'language=de&format=xliff12&states=EMPTY,TRANSLATED,REVIEWED',
    );
    expect(review.body).toContain('resname="common/nav.home"');
    expect(review.body).toContain('<target state="translated">Start</target>');
    const again = previewOf(await uploadExchange(t, cookies, projectId, review.body));
    expect(again.files[0]).toMatchObject({ keys: 3, added: 0, changed: 0, unchanged: 3 });
  });

  it('skips a unit whose source changed with SOURCE_CHANGED unless forced, and never creates unknown keys', async () => {
    const { cookies, projectId } = await project();
    const exported = (await exportExchange(t, cookies, projectId, 'language=de&format=xliff12')).body;
    await importFiles(t, cookies, projectId, { 'en/common.json': en.replace('Hello', 'Hi') });
    const back = exported
      .replace(/<\/source>/g, '</source><target>Übersetzt</target>')
      .replace('resname="common/item#other"', 'resname="common/ghost"');
    const preview = previewOf(await uploadExchange(t, cookies, projectId, back));
    const issues = preview.files.flatMap((file) =>
      file.issues.map((issue) => [file.group, issue.key, issue.code]),
    );
    expect(issues).toEqual([
      ['common', 'greeting', 'SOURCE_CHANGED'],
      ['common', 'item', 'PLURAL_FORM_MISSING'],
      ['common', 'item', 'PLACEHOLDER_MISSING'],
      ['common', 'common/ghost', 'UNKNOWN_KEY'],
    ]);
    await applyAndWait(t, cookies, preview.id);
    expect(await germanValues(cookies, projectId)).toEqual({ item_one: 'Übersetzt', nav: { home: 'Start' } });

    const forced = previewOf(await uploadExchange(t, cookies, projectId, back, '?force=1'));
    expect(forced.files[0]).toMatchObject({ group: 'common', added: 1 });
    await applyAndWait(t, cookies, forced.id);
    expect((await germanValues(cookies, projectId)).greeting).toBe('Übersetzt');
  });

  it('writes PO that msgfmt --check accepts and reads it back filled through gettext-parser', async () => {
    const { cookies, projectId } = await project();
    const exported = await exportExchange(t, cookies, projectId, 'language=de&format=po');
    expect(exported.headers['content-type']).toBe('text/x-gettext-translation; charset=utf-8');
    const folder = mkdtempSync(join(tmpdir(), 'verba-po-'));
    writeFileSync(join(folder, 'de.po'), exported.body);
    execFileSync('msgfmt', ['--check', '-o', join(folder, 'de.mo'), join(folder, 'de.po')]);
    const document = po.parse(exported.body);
    const item = document.translations['common/item']?.['{{count}} item'];
    expect(item?.msgid_plural).toBe('{{count}} items');
    for (const byId of Object.values(document.translations))
      for (const entry of Object.values(byId))
        if (entry.msgctxt) entry.msgstr = entry.msgstr.map((_, index) => `${entry.msgid} (${index})`);
    const preview = previewOf(
      await uploadExchange(
        t,
        cookies,
        projectId,
        po.compile(document).toString('utf8'),
        '',
        'text/x-gettext-translation',
      ),
    );
    expect(preview.files[0]).toMatchObject({ path: 'de.po', added: 2 });
    await applyAndWait(t, cookies, preview.id);
    expect(await germanValues(cookies, projectId)).toMatchObject({
      greeting: 'Hello {{name}} (0)',
      item_one: '{{count}} item (0)',
      item_other: '{{count}} item (1)',
    });
  });
});

describe('exchange files: bad input', () => {
  it.each([
    ['malformed XML', '<xliff version="2.0" srcLang="en" trgLang="de"><file id="f">', /not well-formed XML/],
    ['a PO file that is not one', 'msgid "a"\nmsgstr "b"\nmsgid "a"\nmsgstr "b"\n', /cannot be read/],
    [
      'a language the project lacks',
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="fr"><file id="f"/></xliff>',
      /fr is not a language of this project/,
    ],
    [
      'the base language',
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="en"><file id="f"/></xliff>',
      /base language/,
    ],
    ['bytes that are not UTF-8', Buffer.from([0x3c, 0xff, 0xfe]), /not UTF-8/],
  ])('refuses %s with 400 INVALID_FILE and writes nothing', async (_name, body, message) => {
    const { cookies, projectId } = await project();
    const answer = await uploadExchange(t, cookies, projectId, body);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'INVALID_FILE', error: expect.stringMatching(message) });
    expect(await germanValues(cookies, projectId)).toEqual({ nav: { home: 'Start' } });
  });

  it('refuses another project’s file', async () => {
    const first = await project();
    const second = await project();
    const file = (await exportExchange(t, first.cookies, first.projectId, 'language=de&format=po')).body;
    const answer = await uploadExchange(t, second.cookies, second.projectId, file);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'INVALID_FILE',
      error: expect.stringContaining('another project'),
    });
  });

  it('refuses 50 MiB as it is read', async () => {
    const { cookies, projectId } = await project();
    const answer = await uploadExchange(t, cookies, projectId, Buffer.alloc(50 * 1024 * 1024, 0x20));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it.each([
    ['language=fr&format=po', 'language'],
    ['language=en&format=po', 'language'],
    ['language=de&format=xliff3', 'format'],
    ['language=de&format=po&states=DONE', 'states'],
    ['language=de&format=po&groups=nope', 'groups'],
  ])('refuses the export %s with 400', async (query, field) => {
    const { cookies, projectId } = await project();
    const answer = await exportExchange(t, cookies, projectId, query);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.body).toContain(field);
  });
});
