import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';

// Issue 15: the public pages arrive as HTML, so the first paint waits for no JavaScript, and the
// app then hydrates them (or renders afresh for a visit the prerendering does not match).
const pages = [
  { path: '/', heading: 'Translation management for teams', title: 'Verba' },
  { path: '/sign-in', heading: 'Sign in', title: 'Sign in · Verba' },
  { path: '/sign-up', heading: 'Create your account', title: 'Sign up · Verba' },
  { path: '/imprint', heading: 'Imprint', title: 'Imprint · Verba' },
];

/** Remembers #root's first element as the HTML had it, before any script of the page runs. */
async function rememberPrerenderedElement(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { prerendered: Element | null }).prerendered =
        document.getElementById('root')?.firstElementChild ?? null;
    });
  });
}

const keptPrerenderedElement = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { prerendered: Element | null }).prerendered;
    return first !== null && first === document.getElementById('root')?.firstElementChild;
  });

test.describe('prerendered public pages', () => {
  for (const { path, heading, title } of pages) {
    test(`${path} has its heading and title in the HTML`, async ({ request }) => {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const html = await response.text();
      expect(html).toContain('<div id="root" data-prerendered>');
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${title}</title>`);
    });
  }

  test('shows a page with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    // Until the app runs, the form cannot be sent: the browser would put the password in the address.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
    await context.close();
  });

  test('hydrates the prerendered page without console errors, and it works', async ({
    page,
    pageProblems,
  }) => {
    await rememberPrerenderedElement(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Hydration keeps the server's elements; a fresh render would have replaced them.
    expect(await keptPrerenderedElement(page)).toBe(true);
    const themeButton = page.getByRole('button', { name: /Theme/ });
    await themeButton.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'corporate');
    expect(pageProblems).toEqual([]);
  });

  test('renders afresh, without errors, for a visitor in another language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Übersetzungsmanagement für Teams' }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });
});

test('the dashboard comes as the app shell that preloads its route, around the pending frame', async ({
  request,
}) => {
  const response = await request.get('/dashboard', { headers: { accept: 'text/html' } });
  const html = await response.text();
  expect(html).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/dashboard-[\w-]+\.js" fetchpriority="low">/,
  );
  // The layout around the pending screen, with no session in it: the header shows no links, and the
  // app renders afresh over it rather than hydrating it.
  expect(html).toMatch(/<div id="root"><div[^>]*><header[^>]*data-auth="unknown"/);
  expect(html).toContain('data-page-pending');
  expect(html).not.toContain('data-prerendered');
  expect(html).not.toContain('href="/sign-in"');
});
