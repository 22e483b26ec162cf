import type { APIRequestContext, Page } from '@playwright/test';
import { linkTo, signedInThroughApi, toast } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import type { MailSink } from '../support/mail-sink.ts';
import { createKeys, inviteThroughApi, keyCells, seedWorkspace } from '../support/workspace.ts';

// Collaboration (issue 29) against the real server: two members in two browser contexts have one
// group open; what one saves appears in the other's grid without a reload.

/** A project "Shop" in en-US with German, a group "Website" and the key cart.title. */
async function workspace(request: APIRequestContext) {
  const seeded = await seedWorkspace(request, { languages: ['de-DE'] });
  await createKeys(request, seeded.groupId, ['cart.title']);
  return seeded;
}

/** Invites `email` to the project as `role` and accepts the mailed invitation as `member`. */
async function join(
  owner: Page,
  member: Page,
  mail: MailSink,
  projectId: string,
  email: string,
  role: string,
  languages: string[],
) {
  await inviteThroughApi(owner.request, projectId, [{ email, role, languages }]);
  // The teams mails wait for the outbox's 30 s timer.
  const invitation = await mail.next(email, /invit/i, 40_000);
  const token = new URL(linkTo(invitation.links, '/invitation')).searchParams.get('token');
  await gql(member.request, 'mutation ($t: String!) { acceptInvitation(token: $t) { id } }', { t: token });
}

const cellsOf = (page: Page) => keyCells(page, 'cart.title');

/** Opens the group and waits until its event stream answers, so nothing is sent before it listens. */
async function openGroup(page: Page, projectId: string, groupId: string) {
  const stream = page.waitForResponse((response) =>
    response.url().endsWith(`/api/projects/${projectId}/events`),
  );
  await page.goto(`/group/${projectId}/${groupId}`);
  expect((await stream).status()).toBe(200);
  await expect(cellsOf(page).first()).toBeVisible();
}

/** Notes when each `translation` event reaches the page's event stream (before any rendering). */
async function recordArrivals(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    Object.assign(window, { verbaArrivals: seen });
    const Original = window.EventSource;
    window.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('translation', (event) =>
          seen.push({ at: Date.now(), ...JSON.parse((event as MessageEvent<string>).data) }),
        );
      }
    };
  });
}

const arrivals = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { verbaArrivals: { at: number; text: string | null; updatedAt: string }[] })
        .verbaArrivals,
  );

test.describe('collaboration', () => {
  test.use({ locale: 'en-US' });

  test('a value one member saves appears in the other member’s open editor within a second', async ({
    page,
    browser,
    mail,
  }) => {
    test.setTimeout(120_000);
    await signedInThroughApi(page, mail, 'owner');
    const { projectId, groupId } = await workspace(page.request);
    const otherContext = await browser.newContext({ locale: 'en-US' });
    const other = await otherContext.newPage();
    const otherEmail = await signedInThroughApi(other, mail, 'translator', {
      firstName: 'Tom',
      lastName: 'Translator',
    });
    await join(page, other, mail, projectId, otherEmail, 'TRANSLATOR', ['de-DE']);
    await recordArrivals(other);

    await openGroup(page, projectId, groupId);
    await openGroup(other, projectId, groupId);

    await test.step('the owner saves German; the translator sees it without reloading', async () => {
      await cellsOf(page).nth(2).dblclick();
      await page.getByRole('textbox', { name: 'cart.title in German (Germany)' }).fill('Warenkorb');
      const saved = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/graphql') &&
          response.request().postData()?.includes('setTranslation') === true,
      );
      await page.keyboard.press('Enter');
      await saved;
      // Drawn as soon as the loaded browser gets to it; the contract's second is the stream's.
      await expect(cellsOf(other).nth(2)).toContainText('Warenkorb', { timeout: 5000 });
      await expect(cellsOf(other).nth(2)).toHaveAttribute('data-live', 'true');
      // It flashes (live-updates.css): this browser asks for no reduced motion, as most do.
      await expect(cellsOf(other).nth(2)).toHaveCSS('animation-name', 'verba-live-cell');
      const arrival = (await arrivals(other)).find((event) => event.text === 'Warenkorb');
      expect(arrival, 'the translation event reached the other stream').toBeDefined();
      // From the server's write (the value's updatedAt) to the other browser's stream, same clock.
      expect((arrival?.at ?? 0) - Date.parse(arrival?.updatedAt ?? '')).toBeLessThanOrEqual(1000);
    });

    await test.step('the translator saves; the owner sees it in turn', async () => {
      await cellsOf(other).nth(2).dblclick();
      await other.getByRole('textbox', { name: 'cart.title in German (Germany)' }).fill('Einkaufswagen');
      await other.keyboard.press('Enter');
      await expect(cellsOf(page).nth(2)).toContainText('Einkaufswagen', { timeout: 2000 });
    });
    await test.step('the owner comments in the key panel; the translator, with it open, sees the comment', async () => {
      await other.getByRole('button', { name: 'cart.title', exact: true }).click();
      const theirs = other
        .getByRole('dialog', { name: 'cart.title' })
        .getByRole('region', { name: 'Comments' });
      await expect(theirs.getByText('No comments yet.')).toBeVisible();
      await page.getByRole('button', { name: 'cart.title', exact: true }).click();
      const mine = page.getByRole('dialog', { name: 'cart.title' }).getByRole('region', { name: 'Comments' });
      // The thread has loaded (and the panel finished opening) before typing.
      await expect(mine.getByText('No comments yet.')).toBeVisible();
      await mine
        .getByRole('textbox', { name: 'New comment' })
        .fill('Is “Einkaufswagen” too long for the button?');
      await expect(mine.getByRole('button', { name: 'Add comment' })).toBeEnabled();
      await mine.getByRole('button', { name: 'Add comment' }).click();
      // In the list: the field may still hold the text while the comment is sent.
      await expect(
        mine.getByRole('list', { name: 'Comments' }).getByText('Is “Einkaufswagen” too long for the button?'),
      ).toBeVisible();
      await expect(theirs.getByText('Is “Einkaufswagen” too long for the button?')).toBeVisible({
        timeout: 2000,
      });
      // The translator of German resolves it.
      await theirs.getByRole('button', { name: /^Resolve the comment by/ }).click();
      await expect(theirs.getByText('Resolved')).toBeVisible();
      await expect(mine.getByText('Resolved')).toBeVisible({ timeout: 2000 });
    });
    await test.step('the owner mentions the translator: a mail, a badge on the key, and the filter', async () => {
      // A second key without comments, so the filter has something to leave out.
      await gql(
        page.request,
        'mutation ($g: ID!) { createKeys(groupId: $g, input: [{ name: "checkout.pay" }]) { id } }',
        {
          g: groupId,
        },
      );
      await expect(other.getByRole('button', { name: 'checkout.pay', exact: true })).toBeVisible({
        timeout: 5000,
      });
      const mine = page.getByRole('dialog', { name: 'cart.title' }).getByRole('region', { name: 'Comments' });
      const field = mine.getByRole('textbox', { name: 'New comment' });
      await field.pressSequentially('@To');
      await expect(mine.getByRole('option', { name: 'Tom Translator' })).toBeVisible();
      await field.press('Enter');
      await expect(field).toHaveValue('@Tom Translator ');
      await field.pressSequentially('can you shorten it?');
      await mine.getByRole('button', { name: 'Add comment' }).click();
      await expect(
        mine.getByRole('list', { name: 'Comments' }).getByText('@Tom Translator can you shorten it?'),
      ).toBeVisible();

      const mention = await mail.next(otherEmail, /mentioned you/, 20_000);
      expect(mention.subject).toBe('Ada Lovelace mentioned you in “Shop”');
      expect(mention.text).toContain('“@Tom Translator can you shorten it?”');
      expect(mention.links).toContainEqual(
        expect.stringContaining(`/group/${projectId}/${groupId}?q=cart.title`),
      );

      await other.keyboard.press('Escape');
      const keyCell = other
        .getByRole('gridcell')
        .filter({ has: other.getByRole('button', { name: 'cart.title', exact: true }) });
      await expect(keyCell.getByText('1 open comment')).toBeAttached({ timeout: 2000 });
      await other.getByRole('combobox', { name: 'Show' }).selectOption('Has open comments');
      await expect(other.getByText('1 key', { exact: true })).toBeVisible();
      await expect(other.getByRole('button', { name: 'checkout.pay', exact: true })).toHaveCount(0);
      await expect(other.getByRole('button', { name: 'cart.title', exact: true })).toBeVisible();
    });
    await otherContext.close();
  });

  test('where translators suggest, a translator’s save becomes a suggestion a reviewer accepts', async ({
    page,
    browser,
    mail,
  }) => {
    test.setTimeout(150_000);
    await signedInThroughApi(page, mail, 'owner');
    const { projectId, groupId } = await workspace(page.request);
    const translatorContext = await browser.newContext({ locale: 'en-US' });
    const translator = await translatorContext.newPage();
    const reviewerContext = await browser.newContext({ locale: 'en-US' });
    const reviewer = await reviewerContext.newPage();
    const [translatorEmail, reviewerEmail] = await Promise.all([
      signedInThroughApi(translator, mail, 'translator', { firstName: 'Tina', lastName: 'Translator' }),
      signedInThroughApi(reviewer, mail, 'reviewer', { firstName: 'Rita', lastName: 'Reviewer' }),
    ]);
    await Promise.all([
      join(page, translator, mail, projectId, translatorEmail, 'TRANSLATOR', ['de-DE']),
      join(page, reviewer, mail, projectId, reviewerEmail, 'REVIEWER', ['de-DE']),
    ]);

    await test.step('the owner turns on “Translators suggest, reviewers decide” in the project settings', async () => {
      await page.goto(`/project/${projectId}/settings`);
      const setting = page.getByRole('checkbox', { name: 'Translators suggest, reviewers decide' });
      await expect(setting).toBeEnabled();
      // React Aria's checkbox hides its input; a person presses the label.
      await page.getByText('Translators suggest, reviewers decide', { exact: true }).click();
      await expect(toast(page, 'Translators now suggest; reviewers decide')).toBeVisible();
      await expect(setting).toBeChecked();
    });

    await openGroup(translator, projectId, groupId);
    await openGroup(reviewer, projectId, groupId);

    await test.step('the translator saves German: it is sent as a suggestion, the value stays empty', async () => {
      await expect(translator.getByText('your saves are sent as suggestions')).toBeVisible();
      await cellsOf(translator).nth(2).dblclick();
      await translator.getByRole('textbox', { name: 'cart.title in German (Germany)' }).fill('Warenkorb');
      await translator.keyboard.press('Enter');
      await expect(cellsOf(translator).nth(2)).toContainText('Sent as a suggestion');
      await expect(cellsOf(translator).nth(2).getByRole('list', { name: 'Suggestions' })).toContainText(
        'Warenkorb',
      );
      await expect(cellsOf(translator).nth(2)).toContainText('Empty');
    });

    await test.step('the reviewer sees it under the value, with its author, and accepts it', async () => {
      const suggestions = cellsOf(reviewer).nth(2).getByRole('list', { name: 'Suggestions' });
      await expect(suggestions).toContainText('Warenkorb', { timeout: 2000 });
      await expect(suggestions).toContainText('Suggested by Tina Translator');
      await suggestions.getByRole('button', { name: 'Accept the suggestion by Tina Translator' }).click();
      await expect(toast(reviewer, 'Suggestion accepted')).toBeVisible();
      await expect(suggestions).toHaveCount(0);
      await expect(cellsOf(reviewer).nth(2)).toContainText('Warenkorb');
      await expect(cellsOf(reviewer).nth(2)).toContainText('Translated');
    });

    await test.step('the translator’s editor shows the accepted value live', async () => {
      await expect(cellsOf(translator).nth(2).getByRole('list', { name: 'Suggestions' })).toHaveCount(0, {
        timeout: 2000,
      });
      await expect(cellsOf(translator).nth(2)).toContainText('Translated', { timeout: 2000 });
    });

    await test.step('history names the translator as the author of the accepted value', async () => {
      const { group } = await gql<{
        group: { keys: { nodes: { history: { kind: string; by: string }[] }[] } };
      }>(
        reviewer.request,
        'query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys { nodes { history(first: 1) { kind by } } } } }',
        { p: projectId, g: groupId },
      );
      expect(group.keys.nodes[0]?.history[0]).toEqual({ kind: 'value.accepted', by: 'Tina Translator' });
    });
    await translatorContext.close();
    await reviewerContext.close();
  });
});
