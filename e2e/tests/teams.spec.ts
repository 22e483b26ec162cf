import type { APIRequestContext, Page } from '@playwright/test';
import { linkTo, signedInThroughApi, testPassword, toast, uniqueEmail } from '../support/accounts.ts';
import { axeViolations } from '../support/axe.ts';
import { gql } from '../support/graphql.ts';
import { expect, type MailSink, test } from '../support/mail-server.ts';
import { createKeys, inviteThroughApi, keyCells, seedWorkspace } from '../support/workspace.ts';

// Teams (issue 26) against the real server: the owner invites a translator through the members
// page; the translator, new to Verba, signs up from the mailed link in one step (no confirmation
// mail: the invitation proves the address) and lands in the project, then works in their one language. A reviewer with an account follows their link signed out, signs
// in, comes back, accepts and marks the German value reviewed. Removed, the translator loses the
// project on their next request.

/** A confirmed account that is not signed in: the reviewer, who signs in from the invitation. */
async function confirmedAccount(request: APIRequestContext, mail: MailSink, email: string) {
  const register = await request.post('/api/auth/register', {
    data: { email, password: testPassword, firstName: 'Grace', lastName: 'Hopper' },
  });
  expect(register.status()).toBe(201);
  const confirmation = await mail.next(email, /^Confirm your Verba account$/);
  const token = new URL(linkTo(confirmation.links, '/confirm')).searchParams.get('token');
  expect((await request.post('/api/auth/confirm', { data: { token } })).ok()).toBe(true);
}

type Stored = { text: string | null; state: string };

async function storedGerman(request: APIRequestContext, projectId: string, groupId: string) {
  const data = await gql<{ group: { keys: { nodes: { translations: Stored[] }[] } } }>(
    request,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) {
      keys(first: 1) { nodes { translations(languages: ["de-DE"]) { text state } } } } }`,
    { p: projectId, g: groupId },
  );
  return data.group.keys.nodes[0]?.translations[0] ?? null;
}

const cellsOf = (page: Page) => keyCells(page, 'cart.title');

test.describe('teams', () => {
  test.use({ locale: 'en-US' });

  test('a new translator signs up from the invitation and translates German only, a reviewer reviews, the owner removes the translator', async ({
    page,
    browser,
    mail,
  }) => {
    test.setTimeout(180_000);
    await signedInThroughApi(page, mail, 'owner');
    const { projectId, groupId } = await seedWorkspace(page.request);
    await createKeys(page.request, groupId, ['cart.title']);
    // The translator has no account yet: nothing is registered for this address before the mail.
    const inviteeEmail = uniqueEmail('translator');
    const inviteeContext = await browser.newContext({ locale: 'en-US' });
    const invitee = await inviteeContext.newPage();
    const reviewerEmail = uniqueEmail('reviewer');
    const reviewerContext = await browser.newContext({ locale: 'en-US' });
    const reviewer = await reviewerContext.newPage();
    await confirmedAccount(reviewer.request, mail, reviewerEmail);

    await test.step('the owner invites from the members page, reached from the project', async () => {
      await page.goto(`/project/${projectId}`);
      await page.getByRole('link', { name: 'Members' }).click();
      await expect(page).toHaveTitle('Members · Verba');
      await expect(page.getByRole('heading', { level: 1, name: 'Members of Shop' })).toBeVisible();
      await page.getByRole('button', { name: 'Invite people' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite people' });
      await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(inviteeEmail);
      await dialog.getByRole('radio', { name: 'Translator' }).check({ force: true });
      await dialog.getByRole('checkbox', { name: 'German (Germany)' }).check({ force: true });
      await dialog.getByRole('button', { name: 'Send invitations' }).click();
      await expect(toast(page, 'Invitation sent')).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Open invitations' }).getByText(inviteeEmail),
      ).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('the translator, new to Verba, signs up from the mail in one step and lands in the project', async () => {
      const invitation = await mail.next(inviteeEmail);
      await invitee.goto(linkTo(invitation.links, '/invitation'));
      await expect(invitee).toHaveTitle('Invitation · Verba');
      await invitee.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
      await expect(invitee).toHaveURL(/\/sign-up\?invitation=/);
      await expect(invitee.getByText('You are invited to Shop')).toBeVisible();
      // The invitation proves the address: filled in and fixed.
      const email = invitee.getByRole('textbox', { name: 'E-mail' });
      await expect(email).toHaveValue(inviteeEmail);
      await expect(email).not.toBeEditable();
      await invitee.getByRole('textbox', { name: 'First name' }).fill('Alan');
      await invitee.getByRole('textbox', { name: 'Last name' }).fill('Turing');
      await invitee.getByLabel('Password', { exact: true }).fill(testPassword);
      expect(await axeViolations(invitee)).toEqual([]);
      await invitee.getByLabel('Password', { exact: true }).press('Enter');
      // No confirmation mail, no sign-in: the new member is in the project at once.
      await expect(invitee).toHaveURL(`/project/${projectId}`);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
      await expect(mail.next(inviteeEmail, /^Confirm your Verba account$/, 2_000)).rejects.toThrow();
      // The invitation is used up: the link now says so.
      await invitee.goto(linkTo(invitation.links, '/invitation'));
      await expect(invitee.getByText(/This invitation is no longer valid/)).toBeVisible();
    });

    await test.step('the dashboard shows the shared project with the role; it is not owned', async () => {
      await invitee.goto('/dashboard');
      const shared = invitee.getByRole('region', { name: 'Shared with you' });
      await expect(shared.getByRole('link', { name: 'Shop' })).toBeVisible();
      await expect(shared.getByText('Your role: Translator')).toBeVisible();
      await expect(
        invitee.getByRole('region', { name: 'Your projects' }).getByText('No projects yet'),
      ).toBeVisible();
    });

    await test.step('German is editable, French and the base are read-only, keys cannot be changed', async () => {
      await invitee.goto(`/group/${projectId}/${groupId}`);
      const cells = cellsOf(invitee);
      // A translator starts with their own languages and the base; French is one choice away.
      await invitee.getByRole('button', { name: /^Languages/ }).click();
      const showFrench = invitee
        .getByRole('dialog', { name: 'Languages shown' })
        .getByRole('checkbox', { name: 'French (France)' });
      await expect(showFrench).not.toBeChecked();
      await showFrench.check({ force: true });
      await invitee.keyboard.press('Escape');
      await expect(cells.nth(3)).toHaveAttribute('aria-readonly', 'true');
      await expect(cells.nth(1)).toHaveAttribute('aria-readonly', 'true');
      await expect(invitee.getByRole('button', { name: 'New key' })).toHaveCount(0);
      await cells.nth(3).dblclick();
      await expect(invitee.getByRole('textbox', { name: /in French/ })).toHaveCount(0);
      await cells.nth(2).dblclick();
      await invitee.getByRole('textbox', { name: 'cart.title in German (Germany)' }).fill('Warenkorb');
      await invitee.keyboard.press('Enter');
      await expect
        .poll(() => storedGerman(page.request, projectId, groupId))
        .toEqual({ text: 'Warenkorb', state: 'TRANSLATED' });
      // The server refuses French to the translator as well, whatever the screen shows.
      const refused = await invitee.request.post('/api/graphql', {
        data: {
          query: `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(first: 1) { nodes { id } } } }`,
          variables: { p: projectId, g: groupId },
        },
      });
      const keyId = ((await refused.json()) as { data: { group: { keys: { nodes: { id: string }[] } } } })
        .data.group.keys.nodes[0]?.id;
      const french = await invitee.request.post('/api/graphql', {
        data: {
          query: 'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
          variables: { input: { keyId, language: 'fr-FR', text: 'Panier', expectedVersion: 0 } },
        },
      });
      const frenchBody = (await french.json()) as { errors?: { extensions: { code: string } }[] };
      expect(frenchBody.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    });

    await test.step('a reviewer follows the link signed out, signs in, comes back and accepts', async () => {
      await inviteThroughApi(page.request, projectId, [
        { email: reviewerEmail, role: 'REVIEWER', languages: ['de-DE'] },
      ]);
      const invitation = await mail.next(reviewerEmail);
      await reviewer.goto(linkTo(invitation.links, '/invitation'));
      await reviewer.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
      await reviewer.getByRole('textbox', { name: 'E-mail' }).fill(reviewerEmail);
      await reviewer.getByLabel('Password', { exact: true }).fill(testPassword);
      await reviewer.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(reviewer).toHaveURL(/\/invitation\?token=/);
      await expect(reviewer.getByRole('heading', { name: 'Join Shop' })).toBeVisible();
      await expect(reviewer.getByText('Reviewer (German (Germany))')).toBeVisible();
      await reviewer.getByRole('button', { name: 'Accept' }).click();
      await expect(reviewer).toHaveURL(`/project/${projectId}`);
    });

    await test.step('the reviewer marks the German value reviewed', async () => {
      await reviewer.goto(`/group/${projectId}/${groupId}`);
      const cells = cellsOf(reviewer);
      await expect(cells.nth(2)).toHaveText(/Warenkorb/);
      await cells.nth(2).dblclick();
      await expect(reviewer.getByRole('textbox', { name: 'cart.title in German (Germany)' })).toHaveValue(
        'Warenkorb',
      );
      await reviewer.keyboard.press('Control+Enter');
      await expect
        .poll(() => storedGerman(page.request, projectId, groupId))
        .toEqual({ text: 'Warenkorb', state: 'REVIEWED' });
      await expect(cellsOf(reviewer).nth(2).getByText('Reviewed')).toBeVisible();
    });

    await test.step('the owner removes the translator, who loses access at once', async () => {
      await page.goto(`/project/${projectId}/members`);
      await page.getByRole('button', { name: 'Remove: Alan Turing' }).click();
      await page
        .getByRole('alertdialog', { name: 'Remove Alan Turing?' })
        .getByRole('button', { name: 'Remove' })
        .click();
      await expect(toast(page, 'Alan Turing removed')).toBeVisible();
      await invitee.goto(`/group/${projectId}/${groupId}`);
      await expect(invitee.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
      await invitee.goto('/dashboard');
      await expect(invitee.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(invitee.getByRole('region', { name: 'Shared with you' })).toHaveCount(0);
    });
    await inviteeContext.close();
    await reviewerContext.close();
  });
});
