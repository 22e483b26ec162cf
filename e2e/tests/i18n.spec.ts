import { expect, test } from '../support/fixtures.ts';

test.describe('under a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('shows German texts and sets the document language', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Übersetzungsmanagement für Teams' }),
    ).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Anmelden' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Registrieren' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' })).toBeVisible();
  });

  test('titles pages in German', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page).toHaveTitle(/Datenschutzerklärung/);
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle(/Seite nicht gefunden/);
  });
});

test.describe('under an English browser', () => {
  test.use({ locale: 'en-US' });

  test('sets the document language to en-US', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });
});

test.describe('under a French browser', () => {
  test.use({ locale: 'fr-FR' });

  // fr-FR holds English texts for now (product-spec.md section 9): the page must not claim French.
  test('declares the language its texts are in', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Translation management for teams' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
