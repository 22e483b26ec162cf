import type { Page } from '@playwright/test';
import {
  confirmFromMail,
  linkTo,
  openMailLink,
  signedInThroughApi,
  signInInBrowser as signIn,
  signUpInBrowser,
  testPassword,
  toast,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// The account flows against the real server, reading every mail from the SMTP sink (issue 3).

const firstPassword = testPassword;

/** Signs up in the browser; the check-your-inbox heading takes the focus for screen readers. */
async function signUp(page: Page, email: string) {
  await signUpInBrowser(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
}

test.describe('accounts', () => {
  test('sign-up to deletion, with every mail read from the SMTP sink', async ({ page, mail }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('ada');
    const newEmail = uniqueEmail('countess');
    const secondPassword = 'analytical engine notes';
    const thirdPassword = 'bernoulli numbers by hand';

    await test.step('bad input: messages next to the fields, nothing sent', async () => {
      await page.goto('/sign-up');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
        'This field is required.',
      );
      await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
      await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
        'Use at least 12 characters.',
      );
      await page.getByRole('textbox', { name: 'E-mail' }).fill('ada@');
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        /Enter a valid e-mail address/,
      );
    });

    await test.step('sign up, read the confirmation mail, confirm', async () => {
      await signUp(page, email);
      await confirmFromMail(page, mail, email);
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/sign-in');
    });

    await test.step('a wrong password: the server error as a toast', async () => {
      await signIn(page, email, 'not the password at all');
      await expect(toast(page, 'Invalid e-mail or password')).toBeVisible();
      await expect(page).toHaveURL('/sign-in');
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    });

    await test.step('sign in', async () => {
      await signIn(page, email, firstPassword);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toBeVisible();
    });

    await test.step('change the name: the menu shows it at once', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Settings' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await page.getByRole('link', { name: /^Profile/ }).click();
      await expect(page).toHaveURL('/settings/profile');
      const firstName = page.getByRole('textbox', { name: 'First name' });
      await expect(firstName).toHaveValue('Ada');
      await firstName.fill('Augusta Ada');
      await firstName.press('Enter');
      await expect(toast(page, 'Your name was saved.')).toBeVisible();
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: /Augusta Ada Lovelace/ })).toHaveAttribute(
        'href',
        '/settings/profile',
      );
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    await test.step('change the e-mail address: mails to the old and the new one, confirm', async () => {
      await page.goto('/settings/email');
      await page.getByRole('textbox', { name: 'New e-mail address' }).fill(newEmail);
      await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your new inbox' })).toBeVisible();
      const notice = await mail.next(email, /e-mail address is being changed/);
      expect(notice.text).toContain(newEmail);
      const confirmation = await mail.next(newEmail, /Confirm your new e-mail address/);
      await page.goto(linkTo(confirmation.links, '/email-change-confirm'));
      await expect(
        page.getByRole('heading', { level: 1, name: 'Your e-mail address was changed' }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toContainText(newEmail);
    });

    await test.step('change the password', async () => {
      await page.goto('/settings/password');
      await page.getByLabel('Current password', { exact: true }).fill(firstPassword);
      await page.getByLabel('New password', { exact: true }).fill(secondPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await expect(toast(page, 'Your password was changed.')).toBeVisible();
      await mail.next(newEmail, /password was changed/);
    });

    await test.step('sign out', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Sign out' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    });

    await test.step('forgotten password: the reset mail, a new password', async () => {
      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL('/sign-in/forgot-password');
      await page.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
      await page.getByRole('button', { name: 'Send link' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      const reset = await mail.next(newEmail, /Reset your Verba password/);
      await page.goto(linkTo(reset.links, '/sign-in/forgot-password'));
      await page.getByLabel('New password', { exact: true }).fill(thirdPassword);
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL('/sign-in');
    });

    await test.step('the old password no longer works; the new one does', async () => {
      await signIn(page, newEmail, secondPassword);
      await expect(toast(page, 'Invalid e-mail or password')).toBeVisible();
      await signIn(page, newEmail, thirdPassword);
      await expect(page).toHaveURL('/dashboard');
    });

    await test.step('delete the account', async () => {
      await page.goto('/settings/delete');
      await page.getByLabel('Current password', { exact: true }).fill(thirdPassword);
      await page.getByRole('button', { name: 'Delete account' }).click();
      await expect(page.getByRole('checkbox', { name: /I understand/ })).toHaveAccessibleDescription(
        'Tick the box to confirm.',
      );
      await page.getByText(/I understand that my account/).click();
      await page.getByRole('button', { name: 'Delete account' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete your account for ever?' });
      await dialog.getByRole('button', { name: 'Delete for ever' }).click();
      await expect(page).toHaveURL('/');
      await expect(toast(page, 'Your account was deleted.')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    });

    await test.step('signing in then fails', async () => {
      await signIn(page, newEmail, thirdPassword);
      await expect(toast(page, 'Invalid e-mail or password')).toBeVisible();
      await expect(page).toHaveURL('/sign-in');
    });
  });

  test('declining erases an unconfirmed account; the address can sign up afresh', async ({ page, mail }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('grace');
    await signUp(page, email);
    const first = await mail.next(email, /^Confirm your Verba account$/);
    // Opening the link, as a mail scanner would, uses nothing up: the press after two loads works.
    await page.goto(linkTo(first.links, '/confirm/decline'));
    await expect(page.getByRole('heading', { level: 1, name: 'Erase this account?' })).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Erase the account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The account was erased' })).toBeVisible();

    // The erased account cannot sign in, and its confirmation link is dead.
    await signIn(page, email, firstPassword);
    await expect(toast(page, 'Invalid e-mail or password')).toBeVisible();
    await openMailLink(page, linkTo(first.links, '/confirm'), 'Confirm my account');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not confirm your account' }),
    ).toBeVisible();

    // Signing up again with the same address gets a fresh confirmation, not "you already have an account".
    await signUp(page, email);
    await confirmFromMail(page, mail, email);
    await signIn(page, email, firstPassword);
    await expect(page).toHaveURL('/dashboard');
  });

  test('a mailed link opened twice says it was used, with the way forward', async ({ page, mail }) => {
    const email = uniqueEmail('mary');
    await signUp(page, email);
    const confirmation = await mail.next(email, /^Confirm your Verba account$/);
    const link = linkTo(confirmation.links, '/confirm');
    await openMailLink(page, link, 'Confirm my account');
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is confirmed' })).toBeVisible();
    await openMailLink(page, link, 'Confirm my account');
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not confirm your account' }),
    ).toBeVisible();
    await expect(toast(page, 'This link has already been used.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  });

  test('the 11th wrong password in a row answers with the translated "too many attempts"', async ({
    page,
    mail,
  }) => {
    const email = await signedInThroughApi(page, mail, 'brute');
    await page.context().clearCookies();
    await page.goto('/sign-in');
    // From the page itself, so all eleven come from the browser's own address (behind the
    // scale-out proxy, Playwright's request client may reach it over another address family).
    for (let i = 0; i < 10; i++) {
      const status = await page.evaluate(
        async (body) =>
          (
            await fetch('/api/auth/login', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })
          ).status,
        { email, password: `wrong ${i} wrong` },
      );
      expect(status).toBe(401);
    }
    await signIn(page, email, 'one more wrong guess');
    await expect(toast(page, 'Too many attempts. Please try again in 60 seconds.')).toBeVisible();
    await expect(page).toHaveURL('/sign-in');
  });
});
