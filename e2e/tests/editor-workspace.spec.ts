import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { createKeys, keyCells, seedWorkspace } from '../support/workspace.ts';

// The editor as a workspace (issue 38) against the real server: the side panel of the focused cell,
// the phone's cards, and the cursor kept on screen across 200 keys and 30 languages.

async function setTexts(
  request: APIRequestContext,
  texts: { keyId: string; language: string; text: string }[],
) {
  await gql(request, 'mutation ($i: [TranslationInput!]!) { setTranslations(input: $i) { version } }', {
    i: texts.map((text) => ({ ...text, expectedVersion: 0 })),
  });
}

/** Shop (en-US, German, French), group Website with cart.title translated into German. */
async function smallWorkspace(request: APIRequestContext) {
  const seeded = await seedWorkspace(request);
  const [title] = await createKeys(request, seeded.groupId, ['cart.title', 'cart.empty']);
  await setTexts(request, [
    { keyId: title?.id ?? '', language: 'en-US', text: 'Your cart' },
    { keyId: title?.id ?? '', language: 'de-DE', text: 'Dein Warenkorb' },
  ]);
  return seeded;
}

const grid = (page: Page) => page.getByRole('grid', { name: /^Keys and translations of / });

test.describe('editor workspace', () => {
  test.use({ locale: 'en-US' });

  test('the side panel shows the focused cell; a comment from it is stored for its language', async ({
    page,
    mail,
  }) => {
    await signedInThroughApi(page, mail, 'side-panel');
    const { path } = await smallWorkspace(page.request);
    await page.goto(path);
    const cells = keyCells(page, 'cart.title');
    await cells.nth(2).click();
    const toggle = page.getByRole('button', { name: 'Cell details' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const panel = page.getByRole('complementary', { name: 'Cell details' });
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('cart.title');
    await expect(panel.getByRole('heading', { level: 2 })).toContainText('German (Germany)');
    await expect(panel.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
    await expect(panel.getByRole('tabpanel').getByText('Dein Warenkorb')).toBeVisible();

    // By keyboard to the Comments tab, and a comment about German from it.
    await panel.getByRole('tab', { name: 'History' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Comments', selected: true })).toBeVisible();
    const comments = panel.getByRole('tabpanel', { name: 'Comments' });
    await expect(comments.getByRole('combobox', { name: 'About' })).toHaveValue('de-DE');
    await comments.getByRole('textbox', { name: 'New comment' }).fill('Is “Warenkorb” too long?');
    await comments.getByRole('button', { name: 'Add comment' }).click();
    await expect(
      comments.getByRole('list', { name: 'Comments' }).getByText('Is “Warenkorb” too long?'),
    ).toBeVisible();
    // The key's badge counts it, and the panel stays open after a reload (remembered).
    await expect(cells.first().getByText('1 open comment')).toBeAttached();
    await page.reload();
    await expect(page.getByRole('complementary', { name: 'Cell details' })).toBeVisible();
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('complementary', { name: 'Cell details' })).toHaveCount(0);
  });

  test('on a phone each key is a card with a target value, nothing sideways', async ({ page, mail }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInThroughApi(page, mail, 'phone-cards');
    const { path } = await smallWorkspace(page.request);
    await page.goto(path);
    const value = keyCells(page, 'cart.title').nth(2).getByText('Dein Warenkorb');
    await expect(value).toBeVisible();
    const box = await value.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(sideways).toBeLessThanOrEqual(390);
    const gridSideways = await grid(page).evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(gridSideways).toBeLessThanOrEqual(0);
    // The language comes from the toolbar; the side panel is a sheet.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr-FR');
    await expect(grid(page).getByRole('columnheader', { name: 'French (France)' })).toBeAttached();
    await keyCells(page, 'cart.title').nth(2).click();
    await page.getByRole('button', { name: 'Cell details' }).click();
    const sheet = page.getByRole('dialog', { name: 'Cell details' });
    await expect(sheet.getByRole('heading', { level: 2 })).toContainText('French (France)');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toHaveCount(0);
  });

  test('the focus ring stays on screen while arrowing through 200 keys and 30 languages', async ({
    page,
    mail,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInThroughApi(page, mail, 'cursor-in-view');
    const targets =
      'de-DE fr-FR it-IT es-ES pt-PT nl-NL sv-SE da-DK nb-NO fi-FI pl-PL cs-CZ sk-SK hu-HU ro-RO bg-BG el-GR tr-TR ru-RU uk-UA ja-JP ko-KR zh-CN ar-EG he-IL hi-IN th-TH vi-VN id-ID'.split(
        ' ',
      );
    const { groupId, path } = await seedWorkspace(page.request, { project: 'World', languages: targets });
    const keys = await createKeys(
      page.request,
      groupId,
      Array.from({ length: 200 }, (_, n) => `row.k${String(n).padStart(3, '0')}`),
    );
    await setTexts(
      page.request,
      keys.map(({ id }, n) => ({ keyId: id, language: 'en-US', text: `Text ${n}` })),
    );
    await page.goto(path);
    await grid(page)
      .getByRole('gridcell')
      .filter({ has: page.getByRole('button', { name: 'row.k000', exact: true }) })
      .click();

    const focused = page.locator('[role="gridcell"]:focus');
    /** The focused cell lies inside the window and inside the grid's visible part (once it has moved there). */
    const cursorInView = () =>
      focused.evaluate((cell) => {
        const grid = cell.closest('[role="grid"]') as HTMLElement;
        const box = cell.getBoundingClientRect();
        const view = grid.getBoundingClientRect();
        const header = (grid.querySelector('[role="rowgroup"]') as HTMLElement).getBoundingClientRect();
        return (
          box.top >= header.bottom - 1 &&
          box.bottom <= Math.min(view.bottom, window.innerHeight) + 1 &&
          box.left >= view.left - 1 &&
          box.right <= Math.min(view.right, window.innerWidth) + 1
        );
      });
    const expectInView = () => expect.poll(cursorInView, { timeout: 5000 }).toBe(true);

    const row = focused.locator('xpath=..');
    /** One key press, then the cursor where it should be, on screen, before the next press. */
    const press = async (key: string, rowIndex: number, colIndex: number) => {
      await page.keyboard.press(key);
      await expect(focused).toHaveAttribute('aria-colindex', String(colIndex));
      await expect(row).toHaveAttribute('aria-rowindex', String(rowIndex));
      await expectInView();
    };

    // Across to the last language, down 40 keys, to the last key, then back left.
    for (let col = 2; col <= 31; col += 1) await press('ArrowRight', 2, col);
    for (let rowIndex = 3; rowIndex <= 42; rowIndex += 1) await press('ArrowDown', rowIndex, 31);
    await page.keyboard.press('Control+End');
    await expect(grid(page).getByRole('button', { name: 'row.k199', exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await expect(row).toHaveAttribute('aria-rowindex', '201');
    await expectInView();
    for (let col = 30; col >= 2; col -= 1) await press('ArrowLeft', 201, col);
  });
});
