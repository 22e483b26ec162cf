import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi, toast } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Checks against the real server (issue 41): a crafted value shows its issues in the editor with
// their severities, the editor filters by check, a dismissed warning stays dismissed until the text
// is edited and is counted down on Project → Checks, where a check is switched off, and a
// distribution that blocks on errors refuses to publish until the error is fixed.

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

/** The list of issues beside a key's German value. */
const issuesOf = (page: Page, key: string) =>
  page.getByRole('list', { name: `Issues of ${key} in German (Germany)` });

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
  const issues = issuesOf(page, 'saved');
  await expect(issues.getByRole('listitem')).toHaveText([
    'WarningEnd punctuationDoes not end in a full stop as the base text does.Dismiss',
  ]);

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
  await expect(issues).toHaveCount(0);

  await editGerman(page, 'saved', 'Gesichert');
  await expect(issues).toContainText('WarningEnd punctuation');
});

test('the editor shows errors and warnings, filters by check, dismisses; the Checks page counts and switches checks', async ({
  page,
  mail,
}) => {
  await signedInThroughApi(page, mail, 'checks-page');
  // greeting: two errors (a lost and an unknown placeholder) and a warning (no full stop); bye:
  // the same warning; inbox: a number lost (another warning).
  const { projectId, keyId, groupId, path } = await workspace(
    page.request,
    'greeting',
    'Hello, {{name}}.',
    'Hallo, {{nme}}',
  );
  for (const [key, english, german] of [
    ['bye', 'Bye.', 'Tschüss'],
    ['inbox', 'You have 3 new messages.', 'Du hast neue Nachrichten.'],
  ]) {
    const [created] = await createKeys(page.request, groupId, [key as string]);
    for (const [language, text] of [
      ['en-US', english],
      ['de-DE', german],
    ]) {
      await gql(page.request, setTranslation, {
        input: { keyId: created?.id, language, text, expectedVersion: 0 },
      });
    }
  }

  await page.goto(path);
  const greeting = issuesOf(page, 'greeting');
  await expect(greeting.getByRole('listitem')).toHaveText([
    /^ErrorPlaceholder missing/,
    /^ErrorUnknown placeholder/,
    /^WarningEnd punctuation/,
  ]);
  // Errors are fixed or switched off, never dismissed: only the warning has a Dismiss.
  await expect(greeting.getByRole('button')).toHaveAccessibleName(
    'Dismiss the warning “End punctuation” of greeting in German (Germany)',
  );

  await page.getByRole('combobox', { name: 'Show' }).selectOption('issues');
  await page.getByRole('combobox', { name: 'In language' }).selectOption('de-DE');
  await expect(page.getByText('3 keys')).toBeVisible();
  await page.getByRole('combobox', { name: 'Check' }).selectOption({ label: 'End punctuation' });
  await expect(page.getByText('2 keys')).toBeVisible();
  await expect(page).toHaveURL(/[?&]code=END_PUNCTUATION/);
  await expect(keyCells(page, 'inbox', 'App')).toHaveCount(0);

  // The Checks page, from the project's page: two of this warning in German.
  await page.goto(`/project/${projectId}`);
  await expect(page.getByRole('list', { name: 'Open issues of Checked per language' })).toHaveText([
    'German (Germany): 2 errors, 3 warnings',
  ]);
  await page.getByRole('link', { name: 'Checks', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checks of Checked' })).toBeVisible();
  await expect(page).toHaveTitle('Checks · Verba');
  const counts = page.getByRole('table', { name: 'Open issues of Checked by language and check' });
  await expect(
    counts.getByRole('link', { name: '1 “Placeholder missing” issue in German (Germany)' }),
  ).toBeVisible();
  await counts.getByRole('link', { name: '2 “End punctuation” issues in German (Germany)' }).click();

  // The count opened the editor filtered to it; dismissing greeting's warning leaves bye's.
  await expect(page).toHaveURL(new RegExp(`${path}\\?show=issues&lang=de-DE&code=END_PUNCTUATION$`));
  await expect(page.getByRole('combobox', { name: 'Check' })).toHaveValue('code:END_PUNCTUATION');
  await expect(page.getByText('2 keys')).toBeVisible();
  await greeting.getByRole('button', { name: /^Dismiss the warning “End punctuation”/ }).click();
  await expect(toast(page, '1 warning dismissed')).toBeVisible();
  await expect(page.getByText('1 key', { exact: true })).toBeVisible();
  await expect(keyCells(page, 'greeting', 'App')).toHaveCount(0);
  const stored = await gql<{
    group: { key: { translations: { issues: { code: string; dismissed: boolean }[] }[] } };
  }>(
    page.request,
    'query ($p: ID!, $g: ID!, $k: ID!) { group(projectId: $p, id: $g) { key(id: $k) { translations(languages: ["de-DE"]) { issues { code dismissed } } } } }',
    { p: projectId, g: groupId, k: keyId },
  );
  expect(stored.group.key.translations[0]?.issues).toContainEqual({
    code: 'END_PUNCTUATION',
    dismissed: true,
  });

  // Counted down on the Checks page; then "Numbers differ" switched off there is gone from the counts and the editor.
  await page.goto(`/project/${projectId}/checks`);
  await expect(
    counts.getByRole('link', { name: '1 “End punctuation” issue in German (Germany)' }),
  ).toBeVisible();
  await expect(
    counts.getByRole('link', { name: '1 “Numbers differ” issue in German (Germany)' }),
  ).toBeVisible();
  const settings = page.getByRole('table', { name: 'The checks of Checked' });
  // The box follows the server's answer, so a click, not uncheck(), which wants the change at once.
  await settings.getByRole('checkbox', { name: 'Check for “Numbers differ”' }).click({ force: true });
  await expect(toast(page, '“Numbers differ” saved')).toBeVisible();
  await expect(counts.getByRole('columnheader', { name: /^Numbers differ/ })).toHaveCount(0);
  await expect(settings.getByRole('checkbox', { name: 'Check for “Numbers differ”' })).not.toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('table', { name: 'The checks of Checked' })
      .getByRole('checkbox', { name: 'Check for “Numbers differ”' }),
  ).not.toBeChecked();
  await page.goto(path);
  await expect(keyCells(page, 'inbox', 'App').nth(2).getByText('Du hast neue Nachrichten.')).toBeVisible();
  await expect(issuesOf(page, 'inbox')).toHaveCount(0);
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
