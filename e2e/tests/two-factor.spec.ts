import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  confirmFromMail,
  signInInBrowser,
  signOut,
  signUpInBrowser,
  toast,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, type MailSink, test } from '../support/mail-server.ts';

// Two-factor authentication end to end (issue 4): the real server and app in Chromium; the test
// is the authenticator app, computing codes from the key the settings page shows.

const timeStepMs = 30_000;
/** Time a code may take from the test to the server's check, with room to spare. */
const inFlightMs = 10_000;

async function signUp(page: Page, mail: MailSink, email: string) {
  await signUpInBrowser(page, email, { firstName: 'Katherine', lastName: 'Johnson' });
  await confirmFromMail(page, mail, email);
}

const passwordStep = (page: Page, email: string) => signInInBrowser(page, email);

const stepAt = (ms: number) => Math.floor(ms / timeStepMs);

/**
 * A code of a time step later than `afterStep`. The server accepts each step once, and a step
 * either side of its own for clock drift (`matchTimeStep`), so the next unused step is usually
 * among those and no wait is needed; only when it lies further ahead does the test wait, as a
 * person waits for the app to show a new code. The step chosen stays accepted while the code is
 * typed and sent (`inFlightMs`).
 */
async function freshCode(secret: string, afterStep: number): Promise<{ code: string; step: number }> {
  const step = Math.max(afterStep + 1, stepAt(Date.now() + inFlightMs) - 1);
  const acceptedFrom = (step - 1) * timeStepMs;
  const wait = acceptedFrom - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  return { code: await generate({ secret, epoch: (step * timeStepMs) / 1000 }), step };
}

test.describe('two-factor authentication', () => {
  test('turn on with the page’s key, sign in with a code and with a recovery code once, turn off', async ({
    page,
    mail,
  }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('katherine');
    let secret = '';
    let lastStep = 0;
    let recoveryCodes: string[] = [];

    await test.step('sign up and sign in with the password alone', async () => {
      await signUp(page, mail, email);
      await passwordStep(page, email);
      await expect(page).toHaveURL('/dashboard');
    });

    await test.step('turn 2FA on: read the key, compute the code, keep the recovery codes', async () => {
      await page.goto('/settings/2fa');
      await expect(page).toHaveTitle(/2FA settings/);
      await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
      const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
      await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      secret = ((await setup.locator('code').textContent()) ?? '').replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      const { code, step } = await freshCode(secret, 0);
      lastStep = step;
      // The sixth digit sends the code by itself, as the field's description promises.
      await setup.getByRole('textbox', { name: 'Code' }).fill(code);

      const codes = page.getByRole('list', { name: 'Recovery codes' });
      await expect(codes.getByRole('listitem')).toHaveCount(10);
      recoveryCodes = await codes.getByRole('listitem').allTextContents();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download (.txt)' }).click();
      expect((await download).suggestedFilename()).toBe('verba-recovery-codes.txt');
      await page.getByText('I have saved my recovery codes.').click();
      await expect(page.getByRole('checkbox', { name: 'I have saved my recovery codes.' })).toBeChecked();
      await page.getByRole('button', { name: 'Done' }).click();
      await expect(page.getByText('You have 10 recovery codes left.')).toBeVisible();
      await signOut(page);
    });

    await test.step('sign in with a TOTP code: it sends itself at the sixth digit', async () => {
      await passwordStep(page, email);
      await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
      const { code, step } = await freshCode(secret, lastStep);
      lastStep = step;
      await page.getByRole('textbox', { name: 'Code' }).pressSequentially(code);
      await expect(page).toHaveURL('/dashboard');
      await signOut(page);
    });

    await test.step('sign in with a recovery code', async () => {
      await passwordStep(page, email);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] as string);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/dashboard');
      await signOut(page);
    });

    await test.step('the same recovery code fails the second time', async () => {
      await passwordStep(page, email);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[0] as string);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(toast(page, 'This recovery code is not valid or has already been used.')).toBeVisible();
      await expect(page).toHaveURL(/\/sign-in/);
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recoveryCodes[1] as string);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).toHaveURL('/dashboard');
    });

    await test.step('turn 2FA off with a code, after a confirmation', async () => {
      await page.goto('/settings/2fa');
      await expect(page.getByText('You have 8 recovery codes left.')).toBeVisible();
      const form = page.getByRole('form', { name: 'Turn off two-factor authentication' });
      const { code } = await freshCode(secret, lastStep);
      await form.getByRole('textbox', { name: 'Code' }).fill(code);
      await form.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Turn off two-factor authentication?' });
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(toast(page, 'Two-factor authentication is off.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeVisible();
      await signOut(page);
    });

    await test.step('sign in with the password alone again', async () => {
      await passwordStep(page, email);
      await expect(page).toHaveURL('/dashboard');
    });
  });
});
