import { expect, test } from '../support/fixtures.ts';

test.describe('the production build', () => {
  test('ships no mock service worker', async ({ request }) => {
    const response = await request.get('/mockServiceWorker.js');
    expect(response.headers()['content-type'] ?? '').not.toContain('javascript');
  });

  test('puts the theme script and the icon inside the page', async ({ request }) => {
    const page = await request.get('/');
    const html = await page.text();
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,<svg ');
    expect(html).toMatch(/<script>[^<]*localStorage\.getItem\('theme'\)/);
    // The CSP allows it by its hash, and nothing inline besides.
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
  });
});
