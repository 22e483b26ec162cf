import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Import and export of i18next JSON (issue 13) against the real server: Verba's own ui texts
// (fixtures/ui-locales, {group}.{language}.json, made from packages/ui/src/i18n/locales) are
// dropped on the project page, applied, seen in the editor, and exported back byte for byte.

const fixtureDir = join(import.meta.dirname, '..', 'fixtures', 'ui-locales');
const fixtureFiles = readdirSync(fixtureDir).filter((name) => name.endsWith('.json'));

async function gql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

test('imports Verba’s own texts, shows them in the editor and exports the same files', async ({
  page,
  mail,
}) => {
  test.setTimeout(120_000);
  await signedInThroughApi(page, mail, 'import');
  const { createProject } = await gql<{ createProject: { id: string } }>(
    page.request,
    'mutation { createProject(input: { name: "Verba UI", baseLanguage: "en-US" }) { id } }',
  );
  await page.goto(`/project/${createProject.id}`);
  await page.locator('input[type="file"]').setInputFiles(fixtureFiles.map((name) => join(fixtureDir, name)));

  const table = page.getByRole('table', { name: 'What the import changes, file by file' });
  await expect(table.getByRole('row')).toHaveCount(fixtureFiles.length + 1);
  await expect(table.getByRole('row', { name: /projects\.de-DE\.json/ })).toContainText('German (Germany)');
  await expect(page.getByText('New groups: ')).toContainText('accounts');
  await expect(page.getByText('New languages: German (Germany)')).toBeVisible();
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 60_000 });

  await page.getByRole('link', { name: 'projects', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'projects.common.backToDashboard' })).toBeVisible();

  const exported = await page.request.get(`/api/projects/${createProject.id}/export`);
  expect(exported.status()).toBe(200);
  const files = Object.entries(unzipSync(new Uint8Array(await exported.body())));
  expect(files).toHaveLength(fixtureFiles.length);
  for (const [path, bytes] of files) {
    const [language, file] = path.split('/') as [string, string];
    const fixture = readFileSync(join(fixtureDir, file.replace(/\.json$/, `.${language}.json`)), 'utf8');
    expect(strFromU8(bytes), path).toBe(fixture);
  }
});
