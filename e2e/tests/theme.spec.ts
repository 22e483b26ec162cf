import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

const toasts = {
  light: 'Theme set to light mode',
  dark: 'Theme set to dark mode',
  system: 'Theme set to system mode',
};

/**
 * Asserts the toast. Toasts stack and close themselves after 3 s: a click on the close button
 * raced that timer on a loaded CI machine (the toast left mid-click), so nothing here closes one.
 */
async function expectToast(page: Page, text: string) {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
}

/** The animation-duration the page's stylesheets give an element of this class. */
function animationDuration(page: Page, className: string) {
  return page.evaluate((name) => {
    const probe = document.createElement('div');
    probe.className = name;
    document.body.append(probe);
    const duration = getComputedStyle(probe).animationDuration;
    probe.remove();
    return duration;
  }, className);
}

const themeButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Theme:/ });

test.describe('theme', () => {
  // Without the bounce, a toast's close button holds still at once: on a loaded CI machine the
  // animation kept it moving for over a second of the toast's 3 s, and the click raced its closing.
  test.use({ reducedMotion: 'reduce' });

  test('cycles light, dark, system with a toast each time, none at start-up', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    const button = themeButton(page);
    await expect(button).toBeVisible();
    await expect(html).not.toHaveAttribute('data-theme');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Theme set to/)).toHaveCount(0);

    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'corporate');
    await expect(page.getByRole('alert').filter({ hasText: toasts.light })).toBeVisible();
    // Asked for less motion, the toast stylesheet (loaded with the first toast) drops the bounce.
    expect(await animationDuration(page, 'Toastify--animate')).toBe('0.001s');
    await expectToast(page, toasts.light);

    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'business');
    await expectToast(page, toasts.dark);

    await button.click();
    await expect(html).not.toHaveAttribute('data-theme');
    await expectToast(page, toasts.system);

    await button.click();
    await expect(html).toHaveAttribute('data-theme', 'corporate');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    // Each toast leaves by itself (3 s, then a 300 ms collapse); the margin is for a loaded machine.
    await expect(page.getByText(/^Theme set to/)).toHaveCount(0, { timeout: 15_000 });
  });

  test('a toast leaves the header controls free', async ({ page }) => {
    await page.goto('/');
    await themeButton(page).click();
    const toast = page.getByRole('alert').filter({ hasText: toasts.light });
    await expect(toast).toBeVisible();
    // Cycling on through the themes must not wait for the toast to go away (it stays 3 s; the
    // click's 2.5 s leave a busy machine time to act and still end before the toast would).
    await themeButton(page).click({ timeout: 2500 });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'business');
  });

  test('keeps the choice across a reload without a toast', async ({ page }) => {
    await page.goto('/');
    const button = themeButton(page);
    await button.click();
    await expectToast(page, toasts.light);
    await button.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'business');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'business');
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(/^Theme set to/)).toHaveCount(0);
  });

  test('sets the stored theme before any app code runs, so nothing flashes', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // With every module script blocked only the page's inline theme script can have set the attribute,
    // and only if the CSP let it run.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'business');
  });

  test('runs the theme script inline, ahead of every stylesheet', async ({ request }) => {
    for (const path of ['/', '/sign-in', '/dashboard']) {
      const html = await (await request.get(path)).text();
      const script = html.indexOf('<script>');
      expect(script, path).toBeGreaterThan(-1);
      expect(script, path).toBeLessThan(html.indexOf('rel="stylesheet"'));
    }
  });

  test('treats a malformed stored value as system', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'purple'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    // From system the cycle goes on to light.
    await themeButton(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'corporate');
  });

  test('keeps the AA colour overrides in the built CSS, so the light primary is the darker shade', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/');
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    // packages/ui/src/styles.css: daisyUI's own corporate primary is 58% lightness, too light for text.
    expect(primary).toMatch(/^oklch\(52% 0?\.158 241\.966\)$/);
  });
});
