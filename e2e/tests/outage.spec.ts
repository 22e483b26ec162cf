import type { Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// What the app shows while the server answers 503 DATABASE_UNAVAILABLE (issue 16), REST and
// GraphQL, and that Try again brings the page back once the database is. The answers are the
// server's own shape (packages/server/test/outage proves the server gives them).

const databaseUnavailable = { error: 'The database is not reachable.', code: 'DATABASE_UNAVAILABLE' };

async function expectOutageNotice(page: Page) {
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toContainText('Verba can’t reach its database right now');
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
}

test.describe('a database outage in the app', () => {
  test('a reload during the outage shows the notice, not the sign-in page; Try again recovers', async ({
    page,
    mail,
  }) => {
    await signedInThroughApi(page, mail, 'outage-rest');
    await page.route('**/api/auth/info', (route) =>
      route.fulfill({ status: 503, headers: { 'Retry-After': '5' }, json: databaseUnavailable }),
    );
    await page.goto('/dashboard');
    await expectOutageNotice(page);
    await expect(page).toHaveURL('/dashboard');

    await page.unroute('**/api/auth/info');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  });

  test('a GraphQL 503 shows the notice with Try again, which loads the page once the database is back', async ({
    page,
    mail,
  }) => {
    await signedInThroughApi(page, mail, 'outage-graphql');
    await page.route('**/api/graphql', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'Retry-After': '5' },
        json: {
          errors: [{ message: databaseUnavailable.error, extensions: { code: databaseUnavailable.code } }],
        },
      }),
    );
    await page.goto('/dashboard');
    await expectOutageNotice(page);

    await page.unroute('**/api/graphql');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  });
});
