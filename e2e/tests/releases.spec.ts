import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi, toast } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { startI18nextApp } from '../support/i18next-app.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, seedWorkspace } from '../support/workspace.ts';

// Releases against the real server (issue 28): a distribution made and published in the project's
// settings, an app on another origin that loads its German text with i18next-http-backend through
// the snippet the page hands out, and an edit in the editor that reaches the app after the next
// publish (and not before: a release is a snapshot).

/** A project in en-US with German, a group "App" and the key "greeting" in both languages. */
async function workspace(request: APIRequestContext) {
  const seed = await seedWorkspace(request, { project: 'Storefront', languages: ['de-DE'], group: 'App' });
  const [greeting] = await createKeys(request, seed.groupId, ['greeting']);
  for (const [language, text] of [
    ['en-US', 'Hello'],
    ['de-DE', 'Hallo Welt'],
  ]) {
    await gql(request, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
      input: { keyId: greeting?.id, language, text, expectedVersion: 0 },
    });
  }
  return seed;
}

/** What the page puts on the clipboard when `button` is pressed (headless Chromium may not read it back). */
async function copiedBy(page: Page, button: string): Promise<string> {
  await page.evaluate(() => {
    const win = window as unknown as { copied?: string };
    navigator.clipboard.writeText = async (text: string) => {
      win.copied = text;
    };
  });
  await page.getByRole('button', { name: button }).click();
  return page.evaluate(() => (window as unknown as { copied?: string }).copied ?? '');
}

test('an app loads its German text from a release, and a new release after an edit', async ({
  page,
  mail,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInThroughApi(page, mail, 'releases');
  const { projectId, path } = await workspace(page.request);
  await page.goto(`/project/${projectId}/settings`);
  const releases = page.getByRole('region', { name: 'Releases' });
  await expect(releases.getByText('No distributions yet.')).toBeVisible();

  await test.step('create a distribution and publish its first release', async () => {
    await releases.getByRole('textbox', { name: 'Distribution name' }).fill('Web app');
    await expect(releases.getByRole('checkbox', { name: 'Translated' })).toBeChecked();
    await expect(releases.getByRole('checkbox', { name: 'Reviewed' })).toBeChecked();
    await releases.getByRole('button', { name: 'Create distribution' }).click();
    await expect(releases.getByText(/^Not published yet/)).toBeVisible();
    const publish = releases.getByRole('button', { name: 'Publish a release of Web app' });
    await publish.click();
    await expect(toast(page, 'Release 1 of “Web app” published')).toBeVisible();
    await expect(releases.getByText(/^Release 1, published .* by Ada Lovelace/)).toBeVisible();
    await expect(releases.getByText(/1 key in (en-US and de-DE|de-DE and en-US)/)).toBeVisible();
  });

  const url = await releases.getByRole('status', { name: 'URL of Web app' }).textContent();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/cdn\/[^/]+$/);
  expect(await copiedBy(page, 'Copy URL')).toBe(url);
  const setup = await copiedBy(page, 'Copy snippet');
  expect(setup).toContain(`loadPath: "${url}/{{lng}}/{{ns}}.json"`);
  const app = await startI18nextApp(setup, 'greeting');
  // The app in a browser of its own, as a customer's user would open it.
  const userContext = await browser.newContext();
  try {
    const user = await userContext.newPage();
    await test.step('the app on another origin shows the German text from the release', async () => {
      await user.goto(app.url);
      await expect(user.getByRole('heading', { level: 1 })).toHaveText('Hallo Welt');
    });

    await test.step('an edit in the editor reaches the app only with the next release', async () => {
      await page.goto(path);
      const row = page
        .getByRole('grid', { name: /Keys and translations of App/ })
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: 'greeting', exact: true }) });
      await row.getByRole('gridcell').nth(2).dblclick();
      await page.getByRole('textbox', { name: 'greeting in German (Germany)' }).fill('Hallo Verba');
      await page.keyboard.press('Enter');
      await expect(row.getByText('Saved')).toBeVisible();
      await user.reload();
      // A release is a snapshot: the edit is not in it yet.
      await expect(user.getByRole('heading', { level: 1 })).toHaveText('Hallo Welt');

      await page.goto(`/project/${projectId}/settings`);
      await releases.getByRole('button', { name: 'Publish a release of Web app' }).click();
      await expect(toast(page, 'Release 2 of “Web app” published')).toBeVisible();
      await user.reload();
      await expect(user.getByRole('heading', { level: 1 })).toHaveText('Hallo Verba');
    });
  } finally {
    await userContext.close();
    await app.close();
  }

  await test.step('deleting the distribution ends its URL', async () => {
    await releases.getByRole('button', { name: 'Delete Web app' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete distribution' }).click();
    await expect(releases.getByText('No distributions yet.')).toBeVisible();
    const gone = await page.request.get(`${url}/de-DE/App.json`);
    expect(gone.status()).toBe(404);
  });
});
