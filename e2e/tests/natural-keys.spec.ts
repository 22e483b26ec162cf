import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { signedInThroughApi } from '../support/accounts.ts';
import { dropFiles } from '../support/drop-files.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';

// Issue 25: a team whose keys are English sentences (flat i18next files, v3 plurals) drags a zip
// of its files onto the project page's drop zone, edits one text in the editor and downloads the
// file back: only the edited line differs, every other byte is the team's own.

const sure = 'Are you sure? This cannot be undone.';
const file = (strings: Record<string, string>) => `${JSON.stringify(strings, null, 2)}\n`;
const en = file({
  [sure]: sure,
  'Delete.': 'Delete.',
  'Hello, {{name}}!': 'Hello, {{name}}!',
  'Loading...': 'Loading...',
  'ns:like key': 'Not a namespace',
  '{{count}} file selected': '{{count}} file selected',
  '{{count}} file selected_plural': '{{count}} files selected',
});
const de = file({
  [sure]: 'Bist du sicher? Das kann nicht rückgängig gemacht werden.',
  'Delete.': 'Gelöscht.',
  'Hello, {{name}}!': 'Hallo, {{name}}!',
  'Loading...': 'Lädt …',
  '{{count}} file selected': '{{count}} Datei ausgewählt',
  '{{count}} file selected_plural': '{{count}} Dateien ausgewählt',
});

test('a natural-language-key project is imported, edited and downloaded with only the edited line changed', async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  await signedInThroughApi(page, mail, 'natural');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    page.request,
    'mutation { createProject(input: { name: "Sentences", baseLanguage: "en" }) { id } }',
  );
  await page.goto(`/project/${createProject.id}`);

  // The team's zip, on disk as it would be in their downloads.
  const folder = await mkdtemp(join(tmpdir(), 'verba-e2e-drop-'));
  const zip = join(folder, 'sentences.zip');
  await writeFile(zip, zipSync({ 'common.en.json': strToU8(en), 'common.de.json': strToU8(de) }));
  // The drop zone: the dashed box around its hint (React Aria names only its hidden drop button).
  const zone = page.getByText(/^Drop a zip, a folder or i18next JSON files here/).locator('..');
  const table = page.getByRole('table', { name: 'What the import changes, file by file' });
  try {
    await dropFiles(page, zone, [zip], async () => {
      await expect(page.getByText('Drop to upload')).toBeVisible();
    });
    // The browser reads the dropped file as it uploads it: the file stays until the preview shows.
    await expect(table.getByRole('row', { name: /common\.en\.json/ })).toContainText('common');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // Nothing refused: natural-language keys are ordinary keys.
  await expect(page.getByRole('heading', { name: 'Issues' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('link', { name: 'common', exact: true }).click();
  const grid = page.getByRole('grid', { name: /Keys and translations of common/ });
  const row = grid.getByRole('row').filter({ has: page.getByRole('button', { name: sure, exact: true }) });
  await expect(row).toBeVisible();
  await expect(grid.getByRole('button', { name: '{{count}} file selected', exact: true })).toBeVisible();

  // The German cell of that row: F2 edits it, its text is replaced, Enter saves.
  await row.locator('[role="gridcell"][aria-colindex="3"]').click();
  await page.keyboard.press('F2');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Sicher? Das lässt sich nicht rückgängig machen.');
  await page.keyboard.press('Enter');
  await expect(row).toContainText('Sicher? Das lässt sich nicht rückgängig machen.');

  await page.getByRole('button', { name: 'Download file' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Download German file' }).click(),
  ]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const downloaded = Buffer.concat(chunks).toString('utf8');
  const before = de.split('\n');
  const after = downloaded.split('\n');
  expect(after).toHaveLength(before.length);
  expect(after.filter((line, index) => line !== before[index])).toEqual([
    `  "${sure}": "Sicher? Das lässt sich nicht rückgängig machen.",`,
  ]);
});
