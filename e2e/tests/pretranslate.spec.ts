import type { APIRequestContext } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Pre-translation (issue 40) against the real server: the project page's dialog fills a language
// from the translation memory, then from the LibreTranslate stand-in the e2e server is started
// with (support/fake-translator.ts); the editor's Origin filter then shows the machine's values.

async function setValue(request: APIRequestContext, keyId: string, language: string, text: string) {
  await gql(request, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
    input: { keyId, language, text, expectedVersion: 0 },
  });
}

async function germanValues(request: APIRequestContext, projectId: string, groupId: string) {
  const data = await gql<{
    group: {
      keys: {
        nodes: {
          name: string;
          translations: { text: string | null; state: string; origin: string | null }[];
        }[];
      };
    };
  }>(
    request,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) {
      keys(first: 10) { nodes { name translations(languages: ["de-DE"]) { text state origin } } } } }`,
    { p: projectId, g: groupId },
  );
  return new Map(data.group.keys.nodes.map((node) => [node.name, node.translations[0]]));
}

test.describe('pre-translation', () => {
  test.use({ locale: 'en-US' });

  test('the dialog fills German from memory then machine, leaves a translated value alone, and the editor filters for MACHINE', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'pretranslate');
    // The memory: another project of the same person.
    const admin = await seedWorkspace(page.request, {
      project: 'Admin',
      group: 'Settings',
      languages: ['de-DE'],
    });
    const [adminKey] = await createKeys(page.request, admin.groupId, ['settings.save']);
    await setValue(page.request, adminKey?.id as string, 'en-US', 'Save your changes');
    await setValue(page.request, adminKey?.id as string, 'de-DE', 'Änderungen speichern');

    const shop = await seedWorkspace(page.request, { languages: ['de-DE'] });
    const [save, title, done] = await createKeys(page.request, shop.groupId, [
      'form.save',
      'form.title',
      'form.done',
    ]);
    await setValue(page.request, save?.id as string, 'en-US', 'Save your changes');
    await setValue(page.request, title?.id as string, 'en-US', 'Welcome');
    await setValue(page.request, done?.id as string, 'en-US', 'Done');
    await setValue(page.request, done?.id as string, 'de-DE', 'Fertig');

    await page.goto(`/project/${shop.projectId}`);
    await page.getByRole('button', { name: 'Pre-translate…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pre-translate' });
    await expect(dialog.getByRole('checkbox', { name: 'German (Germany)' })).toBeChecked();
    await expect(
      dialog.getByRole('radio', { name: 'Translation memory, then machine translation' }),
    ).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'LibreTranslate' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Minimum similarity (%)' })).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Start pre-translation' }).click();

    // The job's progress ends: two EMPTY values, both written.
    const status = dialog.getByRole('status');
    await expect(status).toContainText('Pre-translation finished');
    await expect(status).toContainText('Written: 2 of 2. Skipped: 0');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const values = await germanValues(page.request, shop.projectId, shop.groupId);
    expect(values.get('form.save')).toEqual({
      text: 'Änderungen speichern',
      state: 'TRANSLATED',
      origin: 'MEMORY',
    });
    expect(values.get('form.title')).toEqual({
      text: '[de] Welcome',
      state: 'TRANSLATED',
      origin: 'MACHINE',
    });
    expect(values.get('form.done')).toEqual({ text: 'Fertig', state: 'TRANSLATED', origin: 'HUMAN' });

    // A reviewer goes through what the machine wrote.
    await page.goto(shop.path);
    await expect(keyCells(page, 'form.save').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Show' }).selectOption('Machine translated');
    await expect(page.getByRole('combobox', { name: 'In language' })).toHaveValue('de-DE');
    await expect(page.getByText('1 key', { exact: true })).toBeVisible();
    await expect(keyCells(page, 'form.title').nth(2)).toContainText('[de] Welcome');
    await expect(keyCells(page, 'form.save')).toHaveCount(0);
    await expect(page).toHaveURL(/show=machine&lang=de-DE/);
    // The filter is in the address: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('machine');
    await expect(keyCells(page, 'form.title').first()).toBeVisible();
    await expect(keyCells(page, 'form.done')).toHaveCount(0);
  });
});
