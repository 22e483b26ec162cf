import type { APIRequestContext, Page } from '@playwright/test';
import { signedInThroughApi } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Projects, groups and plans against the real server (issue 6). The account is made through the
// API (the accounts spec drives those screens); everything after sign-in goes through the UI.

/** What the app would send, straight to /api/graphql: to show the server itself refuses. */
async function graphqlCode(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code;
}

async function createProject(page: Page, name: string, languageSearch: string, languageName: RegExp) {
  await page.getByRole('button', { name: 'New project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a project' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const language = dialog.getByRole('combobox', { name: 'Base language' });
  await language.fill(languageSearch);
  await page.getByRole('option', { name: languageName }).click();
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toBeVisible();
}

function summary(page: Page) {
  return page.getByRole('main').getByLabel('Summary');
}

test.describe('projects, groups and plans', () => {
  test('Free to Pro and back: limits, groups, deletion', async ({ page, mail }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'projects');

    await test.step('an empty dashboard on Free', async () => {
      await page.goto('/dashboard');
      await expect(page).toHaveTitle(/Dashboard/);
      await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
      await expect(summary(page)).toContainText('0 of 3');
      await expect(summary(page)).toContainText('Free');
    });

    await test.step('three projects on Free, then the limit', async () => {
      await createProject(page, 'Website', 'american', /American English/);
      await createProject(page, 'Mobile app', 'germany', /German \(Germany\)/);
      await createProject(page, 'Docs', 'brazil', /Brazilian Portuguese/);
      await expect(summary(page)).toContainText('3 of 3');
      await expect(summary(page)).toContainText('You have reached your plan’s limit.');
      const create = page.getByRole('button', { name: 'New project' });
      await expect(create).toBeDisabled();
      await expect(create).toHaveAccessibleDescription(
        'Your Free plan includes 3 projects. Upgrade to create more.',
      );
      const fourth = 'mutation { createProject(input: { name: "Blog", baseLanguage: "en" }) { id } }';
      expect(await graphqlCode(page.request, fourth)).toBe('PLAN_LIMIT_REACHED');
    });

    await test.step('upgrade to Pro and create the fourth', async () => {
      await summary(page).getByRole('link', { name: 'Upgrade your plan' }).click();
      await expect(page).toHaveURL('/settings/subscription');
      await page.getByRole('button', { name: 'Switch to Pro' }).click();
      await expect(page.getByRole('listitem', { name: 'Pro' }).getByText('Current plan')).toBeVisible();
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(summary(page)).toContainText('3 of 25');
      await createProject(page, 'Blog', 'british', /British English/);
      await expect(summary(page)).toContainText('4 of 25');
    });

    await test.step('add groups to a project and rename one', async () => {
      await page.getByRole('main').getByRole('link', { name: 'Website', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
      await expect(page.getByText('Base language: American English')).toBeVisible();
      const groupName = page.getByRole('textbox', { name: 'New group name' });
      await groupName.fill('Landing page');
      await groupName.press('Enter');
      await expect(page.getByRole('link', { name: 'Landing page' })).toBeVisible();
      await groupName.fill('E-mails');
      await page.getByRole('button', { name: 'Add group' }).click();
      await expect(page.getByRole('link', { name: 'E-mails' })).toBeVisible();

      await page.getByRole('link', { name: 'Landing page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Landing page' })).toBeVisible();
      await page.getByRole('link', { name: 'Group settings' }).click();
      const name = page.getByRole('textbox', { name: 'Name' });
      await name.fill('Home page');
      await page.getByRole('form', { name: 'Name' }).getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings of Home page' })).toBeVisible();
      await page.goto('/dashboard');
      await expect(page.getByRole('list', { name: 'Groups of Website' })).toHaveText(/Home page\s*E-mails/);
    });

    await test.step('a downgrade to Free is refused while over its limit', async () => {
      await page.goto('/settings/subscription');
      const free = page.getByRole('button', { name: 'Switch to Free' });
      await expect(free).toBeDisabled();
      await expect(free).toHaveAccessibleDescription(
        'You own 4 projects; Free includes 3. Delete 1 to switch.',
      );
      expect(await graphqlCode(page.request, 'mutation { changePlan(planId: "free") { since } }')).toBe(
        'PLAN_LIMIT_REACHED',
      );
      await expect(page.getByRole('listitem', { name: 'Pro' }).getByText('Current plan')).toBeVisible();
    });

    await test.step('delete a project with its name typed out', async () => {
      await page.goto('/dashboard');
      await page.getByRole('main').getByRole('link', { name: 'Blog', exact: true }).click();
      await page.getByRole('link', { name: 'Project settings' }).click();
      await page.getByRole('button', { name: 'Delete project' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete “Blog”?' });
      await dialog.getByRole('textbox', { name: 'Project name' }).fill('Blog');
      await dialog.getByRole('button', { name: 'Delete project' }).click();
      await expect(page).toHaveURL('/dashboard');
      await expect(summary(page)).toContainText('3 of 25');
      await expect(page.getByRole('main').getByRole('link', { name: 'Blog', exact: true })).toHaveCount(0);
    });

    await test.step('now Free fits again', async () => {
      await page.goto('/settings/subscription');
      await page.getByRole('button', { name: 'Switch to Free' }).click();
      await expect(page.getByRole('listitem', { name: 'Free' }).getByText('Current plan')).toBeVisible();
    });

    await test.step('an id of nothing shows not found', async () => {
      await page.goto('/project/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    });
  });

  test('a first visit to the dashboard asks who is signed in once, while its code still loads', async ({
    page,
    mail,
  }) => {
    await signedInThroughApi(page, mail, 'first-visit');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(requested.filter((path) => path === '/api/auth/info')).toHaveLength(1);
    // The page's texts are asked for as the router starts, which is after the check now, not before it.
    const texts = requested.findIndex((path) => /^\/assets\/projects-en-us-[\w-]+\.js$/.test(path));
    expect(texts).toBeGreaterThan(requested.indexOf('/api/auth/info'));
  });

  test('a first visit to the dashboard sends its query before the session check answers, and once', async ({
    page,
    mail,
  }) => {
    await signedInThroughApi(page, mail, 'dashboard-head-start');
    const dashboardQueries: string[] = [];
    let queried: () => void = () => undefined;
    const queriedEarly = new Promise<void>((resolve) => {
      queried = resolve;
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/graphql') && request.postData()?.includes('DashboardPage')) {
        dashboardQueries.push(request.url());
        queried();
      }
    });
    // The check is held until the query has gone out: a page that waited for it first would never ask.
    await page.route('**/api/auth/info', async (route) => {
      await queriedEarly;
      await route.continue();
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    expect(dashboardQueries).toHaveLength(1);
  });
});
