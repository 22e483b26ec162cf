/// <reference path="../../packages/formats/src/exchange/libraries.d.ts" />
import type { APIRequestContext, Page } from '@playwright/test';
import { po } from 'gettext-parser';
import type { XliffJs, XliffValue } from 'xliff/*';
import js2xliff from 'xliff/js2xliff';
import jsToXliff12 from 'xliff/jsToXliff12';
import xliff2js from 'xliff/xliff2js';
import xliff12ToJs from 'xliff/xliff12ToJs';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Exchange files for agencies (issue 42) in the browser against the real server: each format is
// downloaded from the export dialog, filled by the third-party library a CAT tool's maker would
// use, dropped back on the project page and applied through the import preview.

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Imports one JSON file through the API and applies it, as a team's first push would. */
async function importJson(request: APIRequestContext, projectId: string, language: string, text: string) {
  const upload = await request.post(`/api/projects/${projectId}/imports?language=${language}&group=common`, {
    headers: { 'content-type': 'application/json' },
    data: text,
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { id } = (await upload.json()) as { id: string };
  const applied = await request.post(`/api/imports/${id}/apply`, {
    data: { overwrite: true, createGroups: true, addLanguages: true },
  });
  expect(applied.status()).toBe(202);
  await expect
    .poll(async () => ((await (await request.get(`/api/imports/${id}`)).json()) as { status: string }).status)
    .toBe('done');
}

async function germanValues(request: APIRequestContext, groupId: string) {
  return (await (await request.get(`/api/groups/${groupId}/export/de.json`)).json()) as Record<
    string,
    string
  >;
}

/** Downloads one format from the export dialog, with every key (review work). */
async function download(page: Page, format: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Export…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export translations' });
  await dialog.getByRole('radio', { name: format }).check({ force: true });
  await dialog.getByRole('checkbox', { name: 'Translated' }).check({ force: true });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download file' }).click(),
  ]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return Buffer.concat(chunks).toString('utf8');
}

/** Drops the filled file on the project page and applies the preview, overwriting. */
async function importThroughPage(page: Page, name: string, text: string) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(text) });
  await expect(page.getByRole('table', { name: 'What the import changes, file by file' })).toBeVisible();
}

async function apply(page: Page) {
  await page.getByRole('checkbox', { name: 'Overwrite existing values' }).check({ force: true });
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Import more files' }).click();
}

const callback = <T>(run: (done: (error: Error | null, result: T) => void) => void): T => {
  let answer: T | undefined;
  run((error, result) => {
    if (error) throw error;
    answer = result;
  });
  return answer as T;
};

/** A translator's work in a CAT tool: the words replaced, the placeholder tags left as they are. */
const translated = (source: XliffValue | undefined, mark: string): XliffValue => [
  ...(Array.isArray(source) ? source : [source ?? '']).map((part) =>
    typeof part === 'string' ? part.replace('Hello', 'Hallo').replace(/Bye|Goodbye/, 'Tschüss') : part,
  ),
  mark,
];

function fillXliff(text: string, version: '1.2' | '2.0', mark: string): string {
  const js = callback<XliffJs>((done) => (version === '1.2' ? xliff12ToJs : xliff2js)(text, {}, done));
  for (const units of Object.values(js.resources))
    for (const unit of Object.values(units)) unit.target = translated(unit.source, mark);
  return callback<string>((done) => (version === '1.2' ? jsToXliff12 : js2xliff)(js, { indent: '' }, done));
}

function fillPo(text: string, mark: string): string {
  const document = po.parse(text);
  for (const byId of Object.values(document.translations))
    for (const entry of Object.values(byId))
      if (entry.msgctxt)
        entry.msgstr = [`${entry.msgid.replace('Hello', 'Hallo').replace(/Bye|Goodbye/, 'Tschüss')}${mark}`];
  return po.compile(document).toString('utf8');
}

test('hands each format to an agency and takes it back through the import preview', async ({
  page,
  mail,
}) => {
  test.setTimeout(180_000);
  await signedInThroughApi(page, mail, 'exchange');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    page.request,
    'mutation { createProject(input: { name: "Agency work", baseLanguage: "en" }) { id } }',
  );
  const projectId = createProject.id;
  await gql(page.request, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["de"]) { tag } }', {
    id: projectId,
  });
  await importJson(page.request, projectId, 'en', JSON.stringify({ greeting: 'Hello {{name}}', bye: 'Bye' }));
  const { project } = await gql<{ project: { groups: { id: string }[] } }>(
    page.request,
    'query ($id: ID!) { project(id: $id) { groups { id } } }',
    { id: projectId },
  );
  const groupId = project.groups[0]?.id as string;
  await page.goto(`/project/${projectId}`);

  const formats = [
    {
      name: /XLIFF 1\.2/,
      file: 'de.xlf',
      fill: (text: string) => fillXliff(text, '1.2', ' [1.2]'),
      mark: ' [1.2]',
    },
    {
      name: /XLIFF 2\.0/,
      file: 'de.xlf',
      fill: (text: string) => fillXliff(text, '2.0', ' [2.0]'),
      mark: ' [2.0]',
    },
    { name: /^PO/, file: 'de.po', fill: (text: string) => fillPo(text, ' [po]'), mark: ' [po]' },
  ];
  for (const format of formats) {
    const exported = await download(page, format.name);
    expect(exported).toContain('Hello');
    await importThroughPage(page, format.file, format.fill(exported));
    await apply(page);
    // The placeholder came back as the original text.
    expect(await germanValues(page.request, groupId)).toEqual({
      bye: `Tschüss${format.mark}`,
      greeting: `Hallo {{name}}${format.mark}`,
    });
  }

  // The base text changes after the export: that unit is skipped with SOURCE_CHANGED.
  const exported = await download(page, /XLIFF 2\.0/);
  await importJson(
    page.request,
    projectId,
    'en',
    JSON.stringify({ greeting: 'Hello {{name}}', bye: 'Goodbye' }),
  );
  await importThroughPage(page, 'de.xlf', fillXliff(exported, '2.0', ' [late]'));
  await expect(page.getByText('SOURCE_CHANGED: 1 key')).toBeVisible();
  await apply(page);
  expect(await germanValues(page.request, groupId)).toEqual({
    bye: 'Tschüss [po]',
    greeting: 'Hallo {{name}} [late]',
  });
});
