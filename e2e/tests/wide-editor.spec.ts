import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, seedWorkspace } from '../support/workspace.ts';

// The editor at the width of the biggest projects (issue 30): 300 keys × 30 languages against the
// real server. The grid renders only the columns in view; keyboard moves bring the far ones in,
// and an edit in the last language of the last key is saved.

const TARGETS =
  'de-DE fr-FR it-IT es-ES pt-PT nl-NL sv-SE da-DK nb-NO fi-FI pl-PL cs-CZ sk-SK hu-HU ro-RO bg-BG el-GR tr-TR ru-RU uk-UA ja-JP ko-KR zh-CN ar-EG he-IL hi-IN th-TH vi-VN id-ID'.split(
    ' ',
  );
const KEYS = 300;

async function wideWorkspace(request: APIRequestContext) {
  const workspace = await seedWorkspace(request, { project: 'World', languages: TARGETS });
  const keys = await createKeys(
    request,
    workspace.groupId,
    Array.from({ length: KEYS }, (_, n) => `page.k${String(n).padStart(3, '0')}`),
  );
  await gql(request, 'mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }', {
    i: keys.map(({ id }, n) => ({
      keyId: id,
      language: 'en-US',
      text: `Text ${n}`,
      expectedVersion: 0,
    })),
  });
  return workspace;
}

async function storedText(request: APIRequestContext, projectId: string, groupId: string, name: string) {
  const data = await gql<{
    group: { keys: { nodes: { name: string; translations: { text: string | null }[] }[] } };
  }>(
    request,
    `query ($p: ID!, $g: ID!, $s: String) { group(projectId: $p, id: $g) {
      keys(first: 10, filter: { search: $s }) { nodes { name translations(languages: ["id-ID"]) { text } } } } }`,
    { p: projectId, g: groupId, s: name },
  );
  return data.group.keys.nodes.find((node) => node.name === name)?.translations[0]?.text ?? null;
}

const grid = (page: Page) => page.getByRole('grid', { name: /Keys and translations of Website/ });
const focusedCell = (page: Page) => page.locator('[role="gridcell"]:focus');

test.describe('editor with 30 languages', () => {
  test.use({ locale: 'en-US' });

  test('scrolls across 30 languages and down 300 keys, and edits the far corner', async ({ page, mail }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'wide-editor');
    const { projectId, groupId, path } = await wideWorkspace(page.request);
    await page.goto(path);
    await expect(grid(page)).toHaveAttribute('aria-colcount', '31');
    await expect(page.getByText('29 of 29 shown')).toBeVisible();
    const first = grid(page).getByRole('button', { name: 'page.k000', exact: true });
    await expect(first).toBeVisible();
    // Only the columns in view are in the DOM, though every one counts.
    expect(await grid(page).getByRole('columnheader').count()).toBeLessThan(15);

    // The first key, across to the last language.
    await grid(page)
      .getByRole('gridcell')
      .filter({ has: page.getByRole('button', { name: 'page.k000', exact: true }) })
      .click();
    await page.keyboard.press('End');
    await expect(focusedCell(page)).toHaveAttribute('aria-colindex', '31');
    await expect(grid(page).getByRole('columnheader', { name: 'Indonesian (Indonesia)' })).toBeVisible();
    await expect(grid(page).getByRole('columnheader', { name: 'American English (base)' })).toBeVisible();
    await page.keyboard.type('Halo');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedText(page.request, projectId, groupId, 'page.k000')).toBe('Halo');

    // Down to the last key: its page loads as the grid scrolls. The save's own live event may
    // re-render the row under a loaded machine, so the edited cell is focused again first.
    await grid(page)
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'page.k000', exact: true }) })
      .locator('[role="gridcell"][aria-colindex="31"]')
      .click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+End');
    // At 30 languages a page holds 96 keys: the last one comes with the fourth page, and the pages
    // load one after another (over 5 s beside the visual stage; "Loading…" rows meanwhile).
    await expect(grid(page).getByRole('button', { name: 'page.k299', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(focusedCell(page)).toHaveAttribute('aria-colindex', '31');
    await page.keyboard.type('Akhir');
    await page.keyboard.press('Enter');
    await expect.poll(() => storedText(page.request, projectId, groupId, 'page.k299')).toBe('Akhir');
    // The stored text can be read before the browser has the save's answer: wait for the cell to say so.
    await expect(focusedCell(page)).toHaveAttribute('aria-colindex', '31');
    await expect(focusedCell(page)).toContainText('Saved');

    // Home goes back to the key column at the start, the first languages in view again.
    await page.keyboard.press('Home');
    await expect(focusedCell(page)).toHaveAttribute('aria-colindex', '1');
    await expect(grid(page).getByRole('columnheader', { name: 'German (Germany)' })).toBeVisible();
  });
});
