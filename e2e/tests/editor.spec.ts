import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, seedWorkspace } from '../support/workspace.ts';

// The translation editor (issue 12) against the real server. The account, the project, its target
// languages and the group are made through the API (other specs drive those screens); the editor
// itself is driven through the UI, by keyboard where the issue asks for it.

async function setValue(
  request: APIRequestContext,
  keyId: string,
  language: string,
  text: string,
  expectedVersion: number,
) {
  await gql(request, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
    input: { keyId, language, text, expectedVersion },
  });
}

async function storedText(
  request: APIRequestContext,
  projectId: string,
  groupId: string,
  name: string,
  language: string,
) {
  const data = await gql<{
    group: { keys: { nodes: { name: string; translations: { text: string | null; state: string }[] }[] } };
  }>(
    request,
    `query ($p: ID!, $g: ID!, $s: String, $l: [String!]) { group(projectId: $p, id: $g) {
      keys(first: 10, filter: { search: $s }) { nodes { name translations(languages: $l) { text state } } } } }`,
    { p: projectId, g: groupId, s: name, l: [language] },
  );
  return data.group.keys.nodes.find((node) => node.name === name)?.translations[0];
}

const grid = (page: Page) => page.getByRole('grid', { name: /Keys and translations of Website/ });
const rowOf = (page: Page, name: string) =>
  grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name, exact: true }) });

test.describe('translation editor', () => {
  test.use({ locale: 'en-US' });

  test('create keys and translate into two languages by keyboard alone', async ({ page, mail }) => {
    test.setTimeout(90_000);
    await signedInThroughApi(page, mail, 'editor');
    const { projectId, groupId, path } = await seedWorkspace(page.request);
    await page.goto(path);
    await expect(page.getByText('This group has no keys yet. Create the first one.')).toBeVisible();

    for (const name of ['checkout.pay', 'checkout.total']) {
      await page.getByRole('button', { name: 'New key' }).first().focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New key' });
      await expect(dialog.getByRole('textbox', { name: 'Key name' })).toBeFocused();
      await page.keyboard.type(name);
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, name)).toBeVisible();
    }

    // Into the grid by Tab alone, past the toolbar (Show, Languages, Progress): the first cell in
    // the tab order is the first key's base value.
    await page.getByRole('searchbox', { name: 'Search keys and texts' }).focus();
    for (let tab = 0; tab < 4; tab += 1) await page.keyboard.press('Tab');
    await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
    await page.keyboard.type('Pay now');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Total');
    await page.keyboard.press('Enter');
    // Up to the first row, over to German.
    await page.keyboard.press('Control+Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('Jetzt bezahlen');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Summe');
    await page.keyboard.press('Control+Enter');
    // French: first row, Tab jumps down to the next empty French cell.
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('Payer');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Total');
    await page.keyboard.press('Enter');

    await expect(rowOf(page, 'checkout.total').getByText('Reviewed')).toBeVisible();
    await expect
      .poll(() => storedText(page.request, projectId, groupId, 'checkout.pay', 'fr-FR'))
      .toEqual({
        text: 'Payer',
        state: 'TRANSLATED',
      });
    expect(await storedText(page.request, projectId, groupId, 'checkout.total', 'fr-FR')).toEqual({
      text: 'Total',
      state: 'TRANSLATED',
    });
    expect(await storedText(page.request, projectId, groupId, 'checkout.total', 'de-DE')).toEqual({
      text: 'Summe',
      state: 'REVIEWED',
    });
    expect(await storedText(page.request, projectId, groupId, 'checkout.pay', 'en-US')).toEqual({
      text: 'Pay now',
      state: 'TRANSLATED',
    });

    // The group's progress counts what was just typed.
    await page.getByText('Progress', { exact: true }).click();
    const progress = page.getByRole('list', { name: /^Progress of / });
    await expect(progress.getByRole('listitem').filter({ hasText: 'German' })).toContainText(
      '100% · 2 of 2 translated',
    );
  });

  test('a conflict from a second browser keeps both texts visible', async ({ page, mail, browser }) => {
    test.setTimeout(90_000);
    await signedInThroughApi(page, mail, 'editor');
    const { projectId, groupId, path } = await seedWorkspace(page.request);
    const [key] = await createKeys(page.request, groupId, ['hero.title']);
    await setValue(page.request, key?.id as string, 'en-US', 'Welcome', 0);
    await page.goto(path);
    await expect(rowOf(page, 'hero.title')).toBeVisible();

    // The first browser starts typing; the same account in a second browser saves the German text
    // meanwhile. Live updates never replace what is being typed, so the first save meets the version check.
    await rowOf(page, 'hero.title').getByRole('gridcell').nth(2).dblclick();
    await page.keyboard.type('Willkommen (Erster)');
    const other = await browser.newContext({
      storageState: await page.context().storageState(),
      locale: 'en-US',
    });
    const second = await other.newPage();
    await second.goto(path);
    const secondRow = rowOf(second, 'hero.title');
    await secondRow.getByRole('gridcell').nth(2).dblclick();
    await second.keyboard.type('Willkommen (Zweiter)');
    await second.keyboard.press('Enter');
    await expect(secondRow.getByText('Saved')).toBeVisible();
    await other.close();

    // The first browser started from version 0.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Someone else saved this text meanwhile' });
    await expect(dialog.getByText('Willkommen (Zweiter)')).toBeVisible();
    await expect(dialog.getByText('Willkommen (Erster)')).toBeVisible();
    // Closing decides nothing: the cell keeps the user's text and says there is a conflict.
    await page.keyboard.press('Escape');
    await expect(rowOf(page, 'hero.title').getByText('Willkommen (Erster)')).toBeVisible();
    await expect(rowOf(page, 'hero.title').getByText('Conflict')).toBeVisible();
    expect(await storedText(page.request, projectId, groupId, 'hero.title', 'de-DE')).toMatchObject({
      text: 'Willkommen (Zweiter)',
    });
    await rowOf(page, 'hero.title').getByRole('button', { name: 'Resolve' }).click();
    await dialog.getByRole('button', { name: 'Edit merged' }).click();
    const merged = dialog.getByRole('textbox', { name: 'Merged text' });
    await expect(merged).toHaveValue('Willkommen (Erster)\nWillkommen (Zweiter)');
    await merged.fill('Willkommen');
    await dialog.getByRole('button', { name: 'Save merged text' }).click();
    await expect
      .poll(() => storedText(page.request, projectId, groupId, 'hero.title', 'de-DE'))
      .toMatchObject({
        text: 'Willkommen',
      });
  });

  test('filter untranslated, and revert from history', async ({ page, mail }) => {
    test.setTimeout(90_000);
    await signedInThroughApi(page, mail, 'editor');
    const { projectId, groupId, path } = await seedWorkspace(page.request);
    const keys = await createKeys(page.request, groupId, ['a.done', 'b.todo', 'c.todo']);
    const done = keys[0]?.id as string;
    await setValue(page.request, done, 'fr-FR', 'Fait', 0);
    await setValue(page.request, done, 'fr-FR', 'Terminé', 1);

    await page.goto(path);
    await expect(page.getByText('3 keys')).toBeVisible();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('untranslated');
    await page.getByRole('combobox', { name: 'In language' }).selectOption('fr-FR');
    await expect(page.getByText('2 keys')).toBeVisible();
    await expect(page).toHaveURL(/show=untranslated/);
    await expect(page).toHaveURL(/lang=fr-FR/);
    await expect(rowOf(page, 'a.done')).toHaveCount(0);
    await expect(rowOf(page, 'b.todo')).toBeVisible();
    // The filter lives in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByText('2 keys')).toBeVisible();

    await page.getByRole('combobox', { name: 'Show' }).selectOption('all');
    await rowOf(page, 'a.done').getByRole('button', { name: 'a.done' }).click();
    const panel = page.getByRole('dialog', { name: 'a.done' });
    await expect(panel.getByText('Terminé')).toBeVisible();
    // Newest first: the second entry wrote "Fait".
    await panel
      .getByRole('listitem')
      .filter({ hasText: 'Fait' })
      .getByRole('button', { name: 'Revert to this' })
      .click();
    await expect(page.getByText('Text reverted')).toBeVisible();
    await expect
      .poll(() => storedText(page.request, projectId, groupId, 'a.done', 'fr-FR'))
      .toMatchObject({
        text: 'Fait',
      });
  });

  test('the Free plan’s key limit is reached', async ({ page, mail }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'editor');
    const { groupId, path } = await seedWorkspace(page.request);
    await createKeys(
      page.request,
      groupId,
      Array.from({ length: 1000 }, (_, index) => `bulk.key${String(index).padStart(4, '0')}`),
    );
    await page.goto(path);
    await expect(page.getByText('1000 keys')).toBeVisible();
    await page.getByRole('button', { name: 'New key' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New key' });
    await dialog.getByRole('textbox', { name: 'Key name' }).fill('one.too.many');
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(
      page.getByText('Your plan’s key limit is reached. Upgrade your plan to add more keys.'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});

test.describe('translation editor in German', () => {
  test.use({ locale: 'de-DE' });

  test('the editor speaks German', async ({ page, mail }) => {
    await signedInThroughApi(page, mail, 'editor');
    const { groupId, path } = await seedWorkspace(page.request);
    await createKeys(page.request, groupId, ['hello']);
    await page.goto(path);
    const table = page.getByRole('grid', { name: 'Schlüssel und Übersetzungen von Website' });
    await expect(table.getByRole('columnheader', { name: 'Schlüssel' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Englisch.*\(Basis\)/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neuer Schlüssel' })).toBeVisible();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Tastenkürzel' })).toBeVisible();
  });
});
