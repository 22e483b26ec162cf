import type { APIRequestContext } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Issue 37: a project with plain codes (base en; de, fr, ja) imports folders with regional codes
// (en_US/, de_DE/, …). The preview offers each code as the project's language, the apply keeps the
// project's four languages, and the export writes the folders back as they came, byte for byte.

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

const files: Record<string, string> = {
  'en_US/common.json': '{\n  "greeting": "Hello",\n  "farewell": "Goodbye"\n}\n',
  'de_DE/common.json': '{\n  "greeting": "Hallo",\n  "farewell": "Tschüss"\n}\n',
  'fr_FR/common.json': '{\n  "greeting": "Bonjour",\n  "farewell": "Au revoir"\n}\n',
  'ja_JP/common.json': '{\n  "greeting": "こんにちは",\n  "farewell": "さようなら"\n}\n',
};

test('regional folders go to the project’s plain languages and export back unchanged', async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  await signedInThroughApi(page, mail, 'matching');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    page.request,
    'mutation { createProject(input: { name: "Regional", baseLanguage: "en" }) { id } }',
  );
  await gql(
    page.request,
    'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["de", "fr", "ja"]) { tag } }',
    {
      id: createProject.id,
    },
  );
  await page.goto(`/project/${createProject.id}`);
  const zip = zipSync(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [`locales/${path}`, strToU8(text)])),
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'locales.zip', mimeType: 'application/zip', buffer: Buffer.from(zip) });

  const codes = page.getByRole('region', { name: 'Language codes of the files' });
  await expect(codes.getByRole('combobox', { name: 'en_US' })).toHaveValue('MAP');
  await expect(codes.getByRole('combobox', { name: 'de_DE' })).toHaveValue('MAP');
  await expect(page.getByText('New languages:')).toHaveCount(0);
  await expect(
    page.getByText(/Applying adds 2 keys; you have 0 of the 1,000 keys your plan includes\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });

  const { project } = await gql<{ project: { languages: { tag: string }[] } }>(
    page.request,
    'query ($id: ID!) { project(id: $id) { languages { tag } } }',
    { id: createProject.id },
  );
  expect(project.languages.map((language) => language.tag)).toEqual(['en', 'de', 'fr', 'ja']);
  const exported = await page.request.get(`/api/projects/${createProject.id}/export`);
  expect(exported.status()).toBe(200);
  const back = Object.fromEntries(
    Object.entries(unzipSync(new Uint8Array(await exported.body()))).map(([path, bytes]) => [
      path,
      strFromU8(bytes),
    ]),
  );
  expect(back).toEqual(files);
});
