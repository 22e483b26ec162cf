import { expect, test } from '../support/fixtures.ts';

test.describe('header, footer and drawer, signed out', () => {
  test('the header offers sign-in, sign-up and the theme button, and nothing for members', async ({
    page,
  }) => {
    await page.goto('/imprint');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    await expect(header.getByRole('button', { name: /^Theme:/ })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Sign out' })).toHaveCount(0);

    // The logo leads home when signed out.
    await header.getByRole('link', { name: 'Verba home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the header links navigate inside the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(page).toHaveTitle(/Sign in/);
  });

  test('the footer links the legal pages and shows the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Imprint' })).toHaveAttribute('href', '/imprint');
    await expect(footer.getByRole('link', { name: 'Terms of service' })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Verba`);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the drawer opens with the same links and closes again', async ({ page }) => {
      await page.goto('/');
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Sign in' })).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
      await expect(drawer.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');

      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
    });

    test('a drawer link navigates and closes the drawer', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Sign up' }).click();
      await expect(page).toHaveURL('/sign-up');
      await expect(drawer).toBeHidden();
    });
  });
});
