import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// The glossary against the real server (issue 41): its terms raise TERM_* warnings on the values
// that miss them, whole words only, shown beside the cell and gone on the fixed twin; and the
// glossary survives a CSV export and import into another project.

const setTranslation = 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }';
const createTerm =
  'mutation ($p: ID!, $input: GlossaryTermInput!) { createGlossaryTerm(projectId: $p, input: $input) { id } }';
const glossaryQuery = `query ($p: ID!) { project(id: $p) { glossary(first: 100) { totalCount nodes {
  term description caseSensitive doNotTranslate translations { language text forbidden } } } } }`;

type Glossary = { project: { glossary: { totalCount: number; nodes: unknown[] } } };

async function write(request: APIRequestContext, keyId: string, language: string, text: string) {
  await gql(request, setTranslation, { input: { keyId, language, text, expectedVersion: 0 } });
}

/** The list of issues beside a key's German value (none when it has no issue). */
const issuesOf = (page: Page, key: string) =>
  page.getByRole('list', { name: `Issues of ${key} in German (Germany)` });

test('glossary terms raise TERM_* warnings, whole words only, and survive a CSV round trip', async ({
  page,
  mail,
}) => {
  await signedInThroughApi(page, mail, 'glossary');
  const { request } = page;
  const seed = await seedWorkspace(request, { project: 'Termed', languages: ['de-DE'], group: 'App' });
  for (const input of [
    {
      term: 'Workspace',
      description: 'Where a team works, "its" place',
      translations: [{ language: 'de-DE', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz'] }],
    },
    { term: 'Verba', caseSensitive: true, doNotTranslate: true },
    { term: 'App', translations: [{ language: 'de-DE', text: 'App' }] },
  ]) {
    await gql(request, createTerm, { p: seed.projectId, input });
  }
  const [open, settings] = await createKeys(request, seed.groupId, ['open', 'settings']);
  await write(request, open?.id as string, 'en-US', 'Open the workspace in Verba');
  await write(request, open?.id as string, 'de-DE', 'Den Arbeitsplatz in Verbum öffnen');
  // "App" is no word of "Application": nothing to miss.
  await write(request, settings?.id as string, 'en-US', 'Application settings');
  await write(request, settings?.id as string, 'de-DE', 'Programmeinstellungen');

  await page.goto(seed.path);
  const german = keyCells(page, 'open', 'App').nth(2);
  // Each warning beside the cell: the translation missed, a forbidden variant used, Verba not kept.
  await expect(issuesOf(page, 'open').getByRole('listitem')).toHaveText([
    /^WarningGlossary term missing/,
    /^WarningForbidden term/,
    /^WarningTerm not kept as is/,
  ]);
  await expect(keyCells(page, 'settings', 'App').nth(2).getByText('Programmeinstellungen')).toBeVisible();
  await expect(issuesOf(page, 'settings')).toHaveCount(0);

  await german.dblclick();
  await page
    .getByRole('textbox', { name: 'open in German (Germany)' })
    .fill('Den Arbeitsbereich in Verba öffnen');
  await page.keyboard.press('Enter');
  await expect(german.getByText('Saved')).toBeVisible();
  await expect(issuesOf(page, 'open')).toHaveCount(0);

  // The CSV round trip: exported, imported into another project with a preview, applied.
  const csv = await request.get(`/api/projects/${seed.projectId}/glossary.csv`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const other = await seedWorkspace(request, { project: 'Copy', languages: ['de-DE'], group: 'App' });
  const upload = await request.post(`/api/projects/${other.projectId}/glossary`, {
    headers: { 'content-type': 'text/csv' },
    data: await csv.body(),
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const preview = (await upload.json()) as { id: string; files: { path: string; added: number }[] };
  expect(preview.files).toEqual([expect.objectContaining({ path: 'glossary.csv', added: 3 })]);
  const applied = await request.post(`/api/imports/${preview.id}/apply`, {
    data: { overwrite: true, createGroups: true, addLanguages: true },
  });
  expect(applied.status()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/imports/${preview.id}`)).json()) as { status: string }).status,
    )
    .toBe('done');
  const original = await gql<Glossary>(request, glossaryQuery, { p: seed.projectId });
  const copy = await gql<Glossary>(request, glossaryQuery, { p: other.projectId });
  expect(copy.project.glossary.totalCount).toBe(3);
  expect(copy.project.glossary.nodes).toEqual(original.project.glossary.nodes);

  const tbx = await request.get(`/api/projects/${seed.projectId}/glossary.tbx`);
  expect(tbx.status()).toBe(200);
  expect(await tbx.text()).toContain('<term>Arbeitsbereich</term>');
});
