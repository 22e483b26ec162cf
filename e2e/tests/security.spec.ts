import { generate } from 'otplib';
import { linkTo, signedInThroughApi, signInInBrowser, testPassword, toast } from '../support/accounts.ts';
import { expect, type ServerWithMail, test } from '../support/mail-server.ts';
import { addVirtualAuthenticator } from '../support/virtual-authenticator.ts';

// The account security center (issue 14) against the real server and app in Chromium.

/**
 * The server asks for a fresh sign-in 10 minutes after the last one. The browser cannot wait that
 * long, so the account's sessions are made to have proved their last factor 11 minutes ago, in the
 * server's own database: the next sensitive call meets the server's real REAUTH_REQUIRED.
 */
async function signInGoesStale(server: ServerWithMail, email: string) {
  await server.query(
    `update sessions set authenticated_at = now() - interval '11 minutes'
     where account_id = (select id from accounts where email = $1)`,
    [email],
  );
}

test.describe('fresh sign-in', () => {
  test('re-auth with the password, then with a passkey; each change goes on by itself', async ({
    page,
    mail,
    pageProblems,
    serverWithMail,
  }) => {
    test.setTimeout(120_000);
    await addVirtualAuthenticator(page);
    const email = await signedInThroughApi(page, mail, 'sudo');

    await test.step('adding a passkey asks for the password first, then adds it', async () => {
      await page.goto('/settings/passkeys');
      await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Chromium key');
      await signInGoesStale(serverWithMail, email);
      await page.getByRole('button', { name: 'Add passkey' }).click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await expect(dialog).toBeVisible();
      // No passkey yet, no 2FA: the password is the one way.
      await expect(dialog.getByRole('button', { name: 'Confirm with a passkey' })).toHaveCount(0);
      await dialog.getByLabel('Current password').fill('not the password');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByText('The password is not correct.')).toBeVisible();
      await dialog.getByLabel('Current password').fill(testPassword);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Your passkey was added.')).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: 'Chromium key' })).toBeVisible();
    });

    await test.step('removing it is confirmed with the passkey itself', async () => {
      await signInGoesStale(serverWithMail, email);
      await page.getByRole('button', { name: 'Remove Chromium key' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove the passkey “Chromium key”?' })
        .getByRole('button', { name: 'Remove passkey' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Confirm it’s you' });
      await dialog.getByRole('button', { name: 'Confirm with a passkey' }).click();
      await expect(toast(page, 'The passkey was removed.')).toBeVisible();
      await expect(page.getByText(/You have no passkeys yet/)).toBeVisible();
    });

    expect(pageProblems.filter((problem) => problem.kind === 'pageerror')).toEqual([]);
  });
});

test.describe('sessions', () => {
  test('sign out another session; that browser is then sent to sign in', async ({ page, browser, mail }) => {
    test.setTimeout(120_000);
    const email = await signedInThroughApi(page, mail, 'sessions');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signInInBrowser(other, email);
    await expect(other).toHaveURL('/dashboard');
    await other.goto('/settings');

    await page.goto('/settings');
    await page.getByRole('link', { name: /^Sessions/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Signed-in sessions' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').filter({ hasText: 'This browser' })).toHaveCount(1);
    const otherItem = list.getByRole('listitem').filter({ hasNotText: 'This browser' });
    await expect(otherItem).toContainText(/Chrome on \w+/);
    await otherItem.getByRole('button', { name: /^Sign out/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
    await expect(toast(page, 'The session was signed out.')).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(1);

    // The other browser's page is still open; its next call finds the session gone.
    await other.getByRole('link', { name: /^Sessions/ }).click();
    await expect(other).toHaveURL(/\/sign-in\?next=%2Fsettings%2Fsessions$/);
    await expect(other.getByText('Your session has ended. Please sign in again to go on.')).toBeVisible();
    await otherContext.close();

    // This browser stays signed in.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
  });
});

test.describe('notice mails', () => {
  test('an intruder’s sign-in and passkey are mailed; “This wasn’t me” locks them out, and the mailbox alone cannot sign in', async ({
    page,
    browser,
    mail,
  }) => {
    test.setTimeout(150_000);
    const email = await signedInThroughApi(page, mail, 'owner');
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const intruderContext = await browser.newContext({ userAgent: firefox });
    const intruder = await intruderContext.newPage();
    await addVirtualAuthenticator(intruder);

    await test.step('a sign-in from a browser the account never used is mailed', async () => {
      await signInInBrowser(intruder, email);
      await expect(intruder).toHaveURL('/dashboard');
      const notice = await mail.next(email, /^New sign-in to your Verba account$/);
      expect(notice.text).toContain('Firefox on Linux');
      expect(notice.text).toMatch(/When: .* UTC/);
    });

    let notMeLink = '';
    await test.step('so is the passkey the intruder adds', async () => {
      await intruder.goto('/settings/passkeys');
      await intruder.getByRole('button', { name: 'Add passkey' }).click();
      await expect(toast(intruder, 'Your passkey was added.')).toBeVisible();
      const notice = await mail.next(email, /^A passkey was added to your Verba account$/);
      notMeLink = linkTo(notice.links, '/not-me');
    });

    await test.step('the intruder turns 2FA on, which a password reset alone would keep', async () => {
      const setup = await intruder.request.post('/api/auth/setup/2fa', { data: {} });
      const { secret } = (await setup.json()) as { secret: string };
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
      expect((await intruder.request.post('/api/auth/setup/2fa/confirm', { data: { code } })).ok()).toBe(
        true,
      );
      await mail.next(email, /^Two-factor authentication is on$/);
    });

    await test.step('the owner presses “This wasn’t me”: the intruder’s factors go in 72 hours, announced at once', async () => {
      await page.goto(notMeLink);
      // Opening the link changes nothing; the button does.
      await expect(page.getByRole('heading', { level: 1, name: 'Lock your account' })).toBeVisible();
      await page.getByRole('button', { name: 'Lock my account' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is locked' })).toBeVisible();
      await expect(page.getByText('Sign-in methods will be removed')).toBeVisible();
      await expect(page.getByText(/we remove two-factor authentication and 1 passkey/)).toBeVisible();
      const announce = await mail.next(email, /^Sign-in methods of your Verba account will be removed$/);
      expect(announce.text).toContain('two-factor authentication and 1 passkey');
    });

    await test.step('password sign-in is locked until a reset', async () => {
      await signInInBrowser(intruder, email);
      await expect(intruder.getByText(/Signing in with the password is locked/).first()).toBeVisible();
    });

    await test.step('whoever reads the mailbox resets the password, yet still meets the code step', async () => {
      const reset = await mail.next(email, /^Reset your Verba password$/);
      await page.goto(linkTo(reset.links, '/sign-in/forgot-password'));
      await page.getByRole('textbox', { name: 'New password' }).fill('a passphrase from the mailbox');
      await page.getByRole('button', { name: 'Save new password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();
      await signInInBrowser(page, email, 'a passphrase from the mailbox');
      await expect(page.getByRole('heading', { level: 1, name: 'Two-factor authentication' })).toBeVisible();
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/sign-in/);
    });

    await test.step('the intruder is signed out and their passkey, set to go, no longer signs in', async () => {
      await intruder.goto('/settings/passkeys');
      await expect(intruder).toHaveURL(/\/sign-in\?next=%2Fsettings%2Fpasskeys$/);
      await intruder.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expect(toast(intruder, 'Failed to confirm the login passkey')).toBeVisible();
      await expect(intruder).toHaveURL(/\/sign-in/);
    });
    await intruderContext.close();
  });
});

test.describe('security log and data export', () => {
  test('the log lists the run’s events and downloads as CSV; the data export downloads', async ({
    page,
    mail,
  }) => {
    test.setTimeout(90_000);
    const email = await signedInThroughApi(page, mail, 'log');
    const wrong = await page.request.post('/api/auth/login', {
      data: { email, password: 'not the password' },
    });
    expect(wrong.status()).toBe(401);

    await page.goto('/settings');
    await page.getByRole('link', { name: /^Security log/ }).click();
    const list = page.getByRole('list', { name: 'Security events' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(0)).toContainText('Failed sign-in (wrong password)');
    await expect(list.getByRole('listitem').nth(1)).toContainText('Signed in (password)');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe('verba-security-log.csv');
    const csvText = await (await csv.createReadStream()).toArray();
    expect(Buffer.concat(csvText).toString('utf8')).toMatch(
      /^Time \(UTC\),Event,Browser,Address\r\n.*Failed sign-in/s,
    );

    await page.goto('/settings/delete');
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(json.suggestedFilename()).toBe('verba-data.json');
    const data = JSON.parse(Buffer.concat(await (await json.createReadStream()).toArray()).toString('utf8'));
    expect(data.profile.email).toBe(email);
    expect(data.securityLog.map((event: { kind: string }) => event.kind)).toEqual([
      'data-exported',
      'sign-in-failed',
      'sign-in',
    ]);

    await page.goto('/settings/security-log');
    await expect(list.getByRole('listitem').nth(0)).toContainText('Data downloaded');
  });
});

test.describe('password reset', () => {
  test('lists the passkeys and removes them all when asked', async ({ page, mail }) => {
    test.setTimeout(90_000);
    await addVirtualAuthenticator(page);
    const email = await signedInThroughApi(page, mail, 'reset');
    await page.goto('/settings/passkeys');
    await page.getByRole('textbox', { name: 'Name (optional)' }).fill('Strange key');
    await page.getByRole('button', { name: 'Add passkey' }).click();
    await expect(toast(page, 'Your passkey was added.')).toBeVisible();

    await page.request.post('/api/auth/password/forgot', { data: { email } });
    const resetMail = await mail.next(email, /^Reset your Verba password$/);
    await page.goto(linkTo(resetMail.links, '/sign-in/forgot-password'));
    const group = page.getByRole('group', { name: 'Passkeys of this account' });
    await expect(group.getByRole('listitem')).toContainText(['Strange key']);
    await group.getByText(/Also remove all these passkeys/).click();
    await page.getByRole('textbox', { name: 'New password' }).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your password was changed' })).toBeVisible();

    await signInInBrowser(page, email, 'a brand new passphrase');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/settings/passkeys');
    await expect(page.getByText(/You have no passkeys yet/)).toBeVisible();
  });
});
