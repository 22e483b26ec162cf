import { expect, test } from '../support/fixtures.ts';

// The e2e build uses the default operator details of packages/app/src/config.ts.
test.describe('legal pages', () => {
  test('the imprint names the operator', async ({ page }) => {
    await page.goto('/imprint');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
    await expect(main).toContainText('Example Street 1, 12345 Example City');
    await expect(main.getByRole('link', { name: 'contact@verba.example' })).toHaveAttribute(
      'href',
      'mailto:contact@verba.example',
    );
  });

  test('the terms of service and the privacy policy have readable content', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(page.getByRole('main')).toContainText('contact@verba.example');
  });
});
