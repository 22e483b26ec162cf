import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { signedInThroughApi, signInInBrowser, signOut } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { expect, test } from '../support/mail-server.ts';

// A button that turns pending while focused is announced by React Aria; the announcement stays
// for 7 s, after the view has moved on without the button. axe checks the whole page right after
// such actions, the announcer included (the stories' a11y check leaves it out).

/** axe once React Aria's announcement, which it adds 100 ms after the call, is in. */
async function expectNoViolations(page: Page) {
  await expect(page.locator('[data-live-announcer]')).not.toBeEmpty();
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('announcements right after an action', () => {
  test('creating a project, then adding a group on the project page', async ({ page, mail }) => {
    await signedInThroughApi(page, mail, 'announced-project');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a project' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Announced');
    await dialog.getByRole('combobox', { name: 'Base language' }).fill('american');
    await page.getByRole('option', { name: /American English/ }).click();
    await dialog.getByRole('button', { name: 'Create project' }).click();
    const project = page.getByRole('main').getByRole('link', { name: 'Announced', exact: true });
    await expect(project).toBeVisible();
    await expectNoViolations(page);

    await project.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Announced' })).toBeVisible();
    await page.getByRole('textbox', { name: 'New group name' }).fill('Landing page');
    await page.getByRole('button', { name: 'Add group' }).click();
    await expect(page.getByRole('link', { name: 'Landing page' })).toBeVisible();
    await expectNoViolations(page);
  });

  test('2FA setup, the recovery codes and the sign-in code step', async ({ page, mail }) => {
    const email = await signedInThroughApi(page, mail, 'announced-2fa');
    await page.goto('/settings/2fa');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(page.locator('[data-live-announcer]')).toContainText('Turn on two-factor authentication');
    await expectNoViolations(page);

    const secret = ((await setup.locator('code').textContent()) ?? '').replace(/\s/g, '');
    await setup.getByRole('textbox', { name: 'Code' }).fill(await generate({ secret }));
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await expectNoViolations(page);

    await page.getByText('I have saved my recovery codes.').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
    await signOut(page);
    await signInInBrowser(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
    await expectNoViolations(page);
  });
});
