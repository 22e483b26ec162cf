import type { Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, type ServerOnPostgres, test } from '../support/postgres-server.ts';

// A real database outage (issue 16): a server process of its own on PostgreSQL, whose connection
// the test cuts and restores. The app must show the calm notice, REST and GraphQL alike, and
// Try again must bring the page back once PostgreSQL is there again.

async function expectOutageNotice(page: Page) {
  const notice = page.getByRole('main').getByRole('alert');
  await expect(notice).toContainText('Verba can’t reach its database right now');
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
}

/** Cuts PostgreSQL for the length of `during`, and restores it whatever happens. */
async function withoutDatabase(server: ServerOnPostgres, during: () => Promise<void>) {
  await server.cutDatabase();
  try {
    await during();
  } finally {
    await server.restoreDatabase();
  }
}

test.describe('a database outage in the app', () => {
  test('a reload during the outage shows the notice, not the sign-in page; Try again recovers', async ({
    page,
    mail,
    serverOnPostgres,
  }) => {
    await signedInThroughApi(page, mail, 'outage-rest');
    await withoutDatabase(serverOnPostgres, async () => {
      const info = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/info');
      await page.goto('/dashboard');
      expect((await info).status()).toBe(503);
      await expectOutageNotice(page);
      await expect(page).toHaveURL('/dashboard');
    });

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'New project' })).toBeVisible();
  });

  test('a GraphQL query during the outage shows the notice; Try again loads the page once the database is back', async ({
    page,
    mail,
    serverOnPostgres,
  }) => {
    await signedInThroughApi(page, mail, 'outage-graphql');
    const created = await page.request.post('/api/graphql', {
      data: {
        query: 'mutation { createProject(input: { name: "Kept safe", baseLanguage: "en-US" }) { id } }',
      },
    });
    expect(created.status()).toBe(200);
    await page.goto('/dashboard');
    const project = page.getByRole('main').getByRole('link', { name: 'Kept safe', exact: true });
    await expect(project).toBeVisible();

    await withoutDatabase(serverOnPostgres, async () => {
      const query = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/graphql');
      await project.click();
      expect((await query).status()).toBe(503);
      await expectOutageNotice(page);
    });

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kept safe' })).toBeVisible();
  });
});
