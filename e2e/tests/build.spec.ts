import { expect, test } from '../support/fixtures.ts';

test.describe('the production build', () => {
  test('ships no mock service worker', async ({ request }) => {
    const response = await request.get('/mockServiceWorker.js');
    expect(response.headers()['content-type'] ?? '').not.toContain('javascript');
  });

  test('serves the theme script as a file, and the icon inside the page', async ({ request }) => {
    const script = await request.get('/theme-init.js');
    expect(script.ok()).toBe(true);
    expect(script.headers()['content-type']).toContain('javascript');
    expect(await (await request.get('/')).text()).toContain(
      '<link rel="icon" type="image/svg+xml" href="data:image/svg+xml,<svg ',
    );
  });
});
