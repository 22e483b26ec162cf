import { signedInThroughApi, signOut, toast } from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.ts';

// Passkeys end to end (issue 5): the real server and app in Chromium, with a CDP virtual
// authenticator standing in for the fingerprint reader.

test.describe('passkeys', () => {
  test('add a passkey, sign in with it, rename and remove it; the removed one is refused', async ({
    page,
    mail,
    pageProblems,
  }) => {
    test.setTimeout(180_000);
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    await signedInThroughApi(page, mail, 'grace');

    await test.step('add a passkey with a name', async () => {
      await page.goto('/settings/passkeys');
      await expect(page.getByRole('heading', { level: 1, name: 'Passkey settings' })).toBeVisible();
      await expect(page.getByText(/You have no passkeys yet/)).toBeVisible();
      await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Chromium key');
      await page.getByRole('button', { name: 'Add passkey' }).click();
      await expect(toast(page, 'Your passkey was added.')).toBeVisible();
      const item = page.getByRole('listitem').filter({ hasText: 'Chromium key' });
      await expect(item).toContainText('Never used');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ rpId: 'localhost', isResidentCredential: true });
    });

    await test.step('sign out, then sign in with the passkey alone', async () => {
      await signOut(page);
      await page.goto('/sign-in?next=/settings/passkeys');
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(page).toHaveURL('/settings/passkeys');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Chromium key' })).toContainText('Last used');
    });

    await test.step('rename it', async () => {
      await page.getByRole('button', { name: 'Rename Chromium key' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename passkey' });
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Work laptop');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(toast(page, 'The passkey was renamed.')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: 'Work laptop' })).toBeVisible();
    });

    await test.step('remove it after confirming', async () => {
      await page.getByRole('button', { name: 'Remove Work laptop' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Remove the passkey “Work laptop”?' });
      await dialog.getByRole('button', { name: 'Remove passkey' }).click();
      await expect(toast(page, 'The passkey was removed.')).toBeVisible();
      await expect(page.getByText(/You have no passkeys yet/)).toBeVisible();
    });

    await test.step('the removed passkey no longer signs in', async () => {
      await signOut(page);
      await page.goto('/sign-in');
      // The authenticator still holds the credential; the server no longer knows it.
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(toast(page, 'Failed to confirm the login passkey')).toBeVisible();
      await expect(page).toHaveURL('/sign-in');
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    });

    // No uncaught exception on the way (console and CSP reports are the account flows' to judge).
    expect(pageProblems.filter((problem) => problem.kind === 'pageerror')).toEqual([]);
  });
});
