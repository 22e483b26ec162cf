import { expect, test } from '../support/fixtures.ts';

test.describe('routing', () => {
  test('an unknown route shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-in page sends a signed-out visitor to sign-in, remembering the page', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/sign-in?next=%2Fdashboard');
    await expect(page).toHaveTitle(/Sign in/);
  });

  test('the remembered page keeps its query, as the e-mail change link needs', async ({ page }) => {
    await page.goto('/email-change-confirm?token=abc');
    await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent('/email-change-confirm?token=abc')}`);
  });

  for (const path of ['/project/p1/settings', '/group/p1/g1', '/settings', '/settings/passkeys']) {
    test(`${path} is for signed-in users only`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`);
    });
  }

  test('sign-out without a session lands on the home page', async ({ page }) => {
    await page.goto('/sign-out');
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Translation management for teams' }),
    ).toBeVisible();
  });

  const titles: [path: string, title: RegExp][] = [
    ['/', /Verba/],
    ['/sign-up', /Sign up/],
    ['/sign-in', /Sign in/],
    ['/sign-in/forgot-password', /Forgot password/],
    ['/confirm', /Confirm your account/],
    ['/confirm/decline', /Decline/],
    ['/imprint', /Imprint/],
    ['/terms-of-service', /Terms of service/],
    ['/privacy-policy', /Privacy policy/],
  ];
  for (const [path, title] of titles) {
    test(`${path} has its document title`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  // Issue 3 filled the last signed-out placeholder; the remaining ones need a session (their stories
  // show the "not available yet" note).
  test('the forgotten-password page asks for the e-mail address', async ({ page }) => {
    await page.goto('/sign-in/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });
});

test.describe('a page that fails to load', () => {
  test('shows a short notice inside the layout and never the error itself', async ({ page }) => {
    // A lost chunk (say, after a deploy) is the likeliest failure a visitor meets.
    await page.route(/\/assets\/imprint-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/imprint');
    const notice = page.getByRole('main').getByRole('alert');
    await expect(notice.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Reload the page' })).toHaveAttribute('href', /\/imprint$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/TypeError|dynamically imported|\.js:\d+|at \w+ \(/);
  });
});
