import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi, toast } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Checks against the real server (issue 41): a crafted value shows its issue in the editor, a
// dismissed warning stays dismissed until the text is edited, and a distribution that blocks on
// errors refuses to publish until the error is fixed.

const setTranslation = 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }';

/** A project in en-US with German, the group "App" and one key with its English and German texts. */
async function workspace(request: APIRequestContext, key: string, english: string, german: string) {
  const seed = await seedWorkspace(request, { project: 'Checked', languages: ['de-DE'], group: 'App' });
  const [created] = await createKeys(request, seed.groupId, [key]);
  const keyId = created?.id as string;
  await gql(request, setTranslation, {
    input: { keyId, language: 'en-US', text: english, expectedVersion: 0 },
  });
  await gql(request, setTranslation, {
    input: { keyId, language: 'de-DE', text: german, expectedVersion: 0 },
  });
  return { ...seed, keyId };
}

/** Types `text` into the German cell of `key` in the open editor and waits for the save. */
async function editGerman(page: Page, key: string, text: string) {
  const german = keyCells(page, key, 'App').nth(2);
  await german.dblclick();
  await page.getByRole('textbox', { name: `${key} in German (Germany)` }).fill(text);
  await page.keyboard.press('Enter');
  await expect(german.getByText('Saved')).toBeVisible();
  return german;
}

test('a crafted value shows its issue, and a dismissed warning stays dismissed until an edit', async ({
  page,
  mail,
}) => {
  await signedInThroughApi(page, mail, 'checks');
  const { projectId, keyId, path } = await workspace(page.request, 'saved', 'Saved.', 'Gespeichert');
  await page.goto(path);
  const german = keyCells(page, 'saved', 'App').nth(2);
  const issue = german.getByText('1 issue');
  await expect(issue).toBeVisible();
  await expect(german.locator('[title]').filter({ hasText: '1 issue' })).toHaveAttribute(
    'title',
    'Does not end in a full stop as the base text does.',
  );

  await gql(
    page.request,
    'mutation ($p: ID!, $i: [IssueRef!]!) { dismissIssues(projectId: $p, items: $i) }',
    {
      p: projectId,
      i: [{ keyId, language: 'de-DE', code: 'END_PUNCTUATION' }],
    },
  );
  await page.reload();
  await expect(keyCells(page, 'saved', 'App').nth(2).getByText('Gespeichert')).toBeVisible();
  await expect(keyCells(page, 'saved', 'App').nth(2).getByText(/issue/)).toHaveCount(0);

  const edited = await editGerman(page, 'saved', 'Gesichert');
  await expect(edited.getByText('1 issue')).toBeVisible();
});

test('a distribution that blocks on errors refuses a release until the error is fixed', async ({
  page,
  mail,
}) => {
  await signedInThroughApi(page, mail, 'gated');
  const { projectId, path } = await workspace(page.request, 'hello', 'Hello {{name}}', 'Hallo');
  await page.goto(`/project/${projectId}/settings`);
  const releases = page.getByRole('region', { name: 'Releases' });
  await releases.getByRole('textbox', { name: 'Distribution name' }).fill('Web app');
  await releases.getByRole('checkbox', { name: /Block on errors/ }).check({ force: true });
  await releases.getByRole('button', { name: 'Create distribution' }).click();
  await expect(releases.getByText('Blocks on errors')).toBeVisible();
  const publish = releases.getByRole('button', { name: 'Publish a release of Web app' });
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: 'values it would ship have errors' })).toBeVisible();
  await expect(releases.getByText(/^Not published yet/)).toBeVisible();

  await page.goto(path);
  await editGerman(page, 'hello', 'Hallo {{name}}');
  await page.goto(`/project/${projectId}/settings`);
  await publish.click();
  await expect(toast(page, 'Release 1 of “Web app” published')).toBeVisible();
});
