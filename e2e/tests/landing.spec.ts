import { expect, test } from '../support/fixtures.ts';

test.describe('landing page', () => {
  test('says what Verba does and leads to sign-up', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Translation management for teams' }),
    ).toBeVisible();
    await expect(
      page.getByText('Verba keeps your product’s texts and their translations in one place.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What Verba gives you' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL('/sign-up');
    await expect(page).toHaveTitle(/Sign up/);
  });

  test('loads without console errors, uncaught exceptions or CSP violations', async ({
    page,
    pageProblems,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Let the auth call, lazy chunks and fonts settle, so late problems are caught too.
    await page.waitForLoadState('networkidle');
    expect(pageProblems).toEqual([]);
  });
});
