import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// Translation memory (issue 39) against the real server: a value of one project comes back in
// another project's editor, Ctrl+1 takes it and it is saved with origin MEMORY; and a project's
// TMX export goes back into the account's memory.

async function setValue(
  request: APIRequestContext,
  keyId: string,
  language: string,
  text: string,
  state = 'TRANSLATED',
) {
  await gql(request, 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
    input: { keyId, language, text, state, expectedVersion: 0 },
  });
}

async function storedValue(request: APIRequestContext, projectId: string, groupId: string, keyId: string) {
  const data = await gql<{
    group: { key: { translations: { text: string | null; origin: string | null }[] } | null };
  }>(
    request,
    'query ($p: ID!, $g: ID!, $k: ID!) { group(projectId: $p, id: $g) { key(id: $k) { translations(languages: ["de-DE"]) { text origin } } } }',
    { p: projectId, g: groupId, k: keyId },
  );
  return data.group.key?.translations[0];
}

async function memoryOf(request: APIRequestContext, projectId: string, groupId: string, keyId: string) {
  const data = await gql<{
    group: { key: { memory: { text: string; projectName: string | null }[] } | null };
  }>(
    request,
    'query ($p: ID!, $g: ID!, $k: ID!) { group(projectId: $p, id: $g) { key(id: $k) { memory(language: "de-DE") { text projectName } } } }',
    { p: projectId, g: groupId, k: keyId },
  );
  return data.group.key?.memory ?? [];
}

test.describe('translation memory', () => {
  test.use({ locale: 'en-US' });

  test('a match from another project comes up, Ctrl+1 takes it, saved as MEMORY; and a TMX round trip', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'memory');
    const admin = await seedWorkspace(page.request, { project: 'Admin', group: 'Settings' });
    const [adminKey] = await createKeys(page.request, admin.groupId, ['settings.save']);
    await setValue(page.request, adminKey?.id as string, 'en-US', 'Save your changes');
    await setValue(page.request, adminKey?.id as string, 'de-DE', 'Änderungen speichern', 'REVIEWED');
    const shop = await seedWorkspace(page.request);
    const [shopKey] = await createKeys(page.request, shop.groupId, ['form.save']);
    const keyId = shopKey?.id as string;
    await setValue(page.request, keyId, 'en-US', 'Save your changes');

    await page.goto(shop.path);
    const german = keyCells(page, 'form.save').nth(2);
    await german.click();
    await page.getByRole('button', { name: 'Cell details' }).click();
    const panel = page.getByRole('complementary', { name: 'Cell details' });
    await panel.getByRole('tab', { name: 'Memory' }).click();
    const match = panel
      .getByRole('list', { name: 'Translation memory matches' })
      .getByRole('listitem')
      .first();
    await expect(match).toContainText('100%');
    await expect(match).toContainText('Reviewed');
    await expect(match).toContainText('Admin · settings.save');
    await expect(match).toContainText('Änderungen speichern');

    await german.click();
    await page.keyboard.press('Control+1');
    const field = page.getByRole('textbox', { name: 'form.save in German (Germany)' });
    await expect(field).toHaveValue('Änderungen speichern');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => storedValue(page.request, shop.projectId, shop.groupId, keyId))
      .toEqual({ text: 'Änderungen speichern', origin: 'MEMORY' });

    // TMX: the Admin project's pairs out from its page, and into the account's memory as imported segments.
    await page.goto(`/project/${admin.projectId}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export translation memory (TMX)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('memory.tmx');
    const tmx = await readFile(await download.path(), 'utf8');
    expect(tmx).toContain('<tmx version="1.4">');
    expect(tmx).toContain('<seg>Änderungen speichern</seg>');
    const uploaded = await page.request.post('/api/memory/uploads', {
      headers: { 'content-type': 'application/x-tmx+xml' },
      data: tmx,
    });
    expect(uploaded.status()).toBe(201);
    const { id } = (await uploaded.json()) as { id: string };
    const { importMemory } = await gql<{
      importMemory: { segments: number; skipped: number; issues: unknown[] };
    }>(
      page.request,
      'mutation ($id: ID!) { importMemory(uploadId: $id) { segments skipped issues { code } } }',
      { id },
    );
    expect(importMemory).toEqual({ segments: 1, skipped: 0, issues: [] });
    const after = await memoryOf(page.request, shop.projectId, shop.groupId, keyId);
    expect(after).toContainEqual({ text: 'Änderungen speichern', projectName: null });
    expect(after).toContainEqual({ text: 'Änderungen speichern', projectName: 'Admin' });
  });

  test('a TMX file imported through the account screen: preview, nothing stored until confirmed, then its match in the editor', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'tmx-screen');
    const shop = await seedWorkspace(page.request);
    const [shopKey] = await createKeys(page.request, shop.groupId, ['cart.checkout']);
    const keyId = shopKey?.id as string;
    await setValue(page.request, keyId, 'en-US', 'Proceed to checkout');

    const tmx =
      '<?xml version="1.0" encoding="UTF-8"?><tmx version="1.4"><header creationtool="agency" creationtoolversion="1" segtype="sentence" o-tmf="x" adminlang="en" datatype="plaintext" srclang="en-US"/><body>' +
      '<tu tuid="checkout"><tuv xml:lang="en-US"><seg>Proceed to checkout</seg></tuv><tuv xml:lang="de-DE"><seg>Weiter zur Kasse</seg></tuv></tu>' +
      '<tu tuid="alien"><tuv xml:lang="en-US"><seg>Close</seg></tuv><tuv xml:lang="Klingon!"><seg>x</seg></tuv></tu>' +
      '</body></tmx>';

    await page.goto('/settings');
    await page.getByRole('link', { name: /^Translation memory/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Translation memory' })).toBeVisible();
    await expect(page.getByText(/at most 50 MiB/)).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'agency.tmx', mimeType: 'application/x-tmx+xml', buffer: Buffer.from(tmx) });
    await expect(page.getByRole('heading', { name: 'Preview of agency.tmx' })).toBeVisible();
    await expect(page.getByText(/1 segment \(source and translation\) can be imported/)).toBeVisible();
    const sample = page.getByRole('table', { name: 'The file’s first segments' });
    await expect(sample.getByRole('row').nth(1)).toContainText('Weiter zur Kasse');
    await expect(page.getByText('UNKNOWN_LANGUAGE: 1 unit')).toBeVisible();
    // Nothing is in the memory while the preview waits.
    expect(await memoryOf(page.request, shop.projectId, shop.groupId, keyId)).toEqual([]);

    await page.getByRole('button', { name: 'Import into my memory' }).click();
    await expect(
      page.getByText('1 segment imported into your memory. 1 translation unit left out.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose a TMX file' })).toBeVisible();

    await page.goto(shop.path);
    await keyCells(page, 'cart.checkout').nth(2).click();
    await page.getByRole('button', { name: 'Cell details' }).click();
    const panel = page.getByRole('complementary', { name: 'Cell details' });
    await panel.getByRole('tab', { name: 'Memory' }).click();
    const match = panel
      .getByRole('list', { name: 'Translation memory matches' })
      .getByRole('listitem')
      .first();
    await expect(match).toContainText('100%');
    await expect(match).toContainText('Imported (TMX)');
    await expect(match).toContainText('Weiter zur Kasse');
  });
});
