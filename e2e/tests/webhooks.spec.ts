import { createHmac, timingSafeEqual } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { signedInThroughApi, toast } from '../support/accounts.ts';
import { gql } from '../support/graphql.ts';
import { expect, test } from '../support/mail-server.ts';
import { startWebhookReceiver } from '../support/webhook-receiver.ts';

// Webhooks against the real server (issue 28): one is added in the project's settings to a receiver
// this test runs, its signing secret is shown once, a ping reaches the receiver signed with that
// secret and is listed with its status; a URL the server cannot reach is refused at the field.

async function createProject(request: APIRequestContext) {
  const { createProject } = await gql<{ createProject: { id: string } }>(
    request,
    'mutation { createProject(input: { name: "Storefront", baseLanguage: "en-US" }) { id } }',
  );
  return createProject.id;
}

/** The check the README gives a receiver: HMAC-SHA256 of `timestamp.body` with the secret, in constant time. */
function signatureIsValid(secret: string, timestamp: string, body: string, signature: string) {
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return (
    expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature))
  );
}

test('add a webhook, see its secret once, ping it and see the delivery', async ({ page, mail }) => {
  test.setTimeout(120_000);
  const receiver = await startWebhookReceiver();
  try {
    await signedInThroughApi(page, mail, 'webhooks');
    const projectId = await createProject(page.request);
    await page.goto(`/project/${projectId}/settings`);
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(webhooks.getByText('No webhooks yet.')).toBeVisible();

    await test.step('a host that does not resolve is refused at the field', async () => {
      await webhooks.getByRole('textbox', { name: 'Payload URL' }).fill('http://verba-e2e.invalid/hook');
      await webhooks.getByRole('button', { name: 'Add webhook' }).click();
      await expect(webhooks.getByRole('textbox', { name: 'Payload URL' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(toast(page, /Verba does not send webhooks to this address/)).toBeVisible();
      await expect(webhooks.getByText('No webhooks yet.')).toBeVisible();
    });

    let secret = '';
    await test.step('add the receiver with two events; the secret shows once', async () => {
      await webhooks.getByRole('textbox', { name: 'Payload URL' }).fill(receiver.url);
      for (const event of ['Key created', 'Key deleted', 'Import applied']) {
        await webhooks.getByRole('checkbox', { name: event }).uncheck({ force: true });
      }
      await webhooks.getByRole('button', { name: 'Add webhook' }).click();
      const shown = webhooks.getByRole('status', { name: 'The webhook’s signing secret' });
      await expect(shown).not.toBeEmpty();
      secret = (await shown.textContent()) ?? '';
      const list = webhooks.getByRole('list', { name: 'Webhooks of Storefront' });
      await expect(list.getByRole('heading', { name: receiver.url })).toBeVisible();
      await expect(list).toContainText('translation.updated');
      await expect(list).toContainText('release.published');
      await expect(list).not.toContainText('key.created');
      await expect(list).not.toContainText(secret);
      await webhooks.getByRole('button', { name: 'Done' }).click();
      await expect(shown).toBeHidden();
    });

    await test.step('a ping reaches the receiver, signed, and is listed with its status', async () => {
      await webhooks.getByRole('button', { name: `Ping ${receiver.url}` }).click();
      await expect(toast(page, 'Ping sent')).toBeVisible();
      const deliveries = webhooks.getByRole('table', { name: `Recent deliveries to ${receiver.url}` });
      const row = deliveries.getByRole('row').filter({ hasText: 'ping' });
      await expect(row).toContainText('204');
      await expect(row).toContainText('attempt 1');
      await expect(row).toContainText(/\d+ ms/);
      expect(receiver.received).toHaveLength(1);
      const [ping] = receiver.received;
      const headers = ping?.headers ?? {};
      expect(headers['x-verba-event']).toBe('ping');
      expect(JSON.parse(ping?.body ?? '{}')).toMatchObject({ event: 'ping', project: { id: projectId } });
      expect(
        signatureIsValid(
          secret,
          String(headers['x-verba-timestamp']),
          ping?.body ?? '',
          String(headers['x-verba-signature']),
        ),
      ).toBe(true);
      // Kept on the server: a new page load lists it too.
      await page.reload();
      await expect(row).toContainText('204');
      const deliveryId = String(headers['x-verba-delivery']);
      await deliveries.getByRole('button', { name: /^Redeliver ping/ }).click();
      await expect(toast(page, 'Delivery sent again')).toBeVisible();
      await expect(row).toContainText('attempt 2');
      expect(receiver.received.map((hook) => hook.headers['x-verba-delivery'])).toEqual([
        deliveryId,
        deliveryId,
      ]);
    });

    await test.step('turned off, then deleted after a confirmation', async () => {
      await webhooks.getByRole('button', { name: `Turn off ${receiver.url}` }).click();
      await expect(toast(page, 'Webhook turned off')).toBeVisible();
      await expect(webhooks.getByText('Off', { exact: true })).toBeVisible();
      await webhooks.getByRole('button', { name: `Delete ${receiver.url}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click();
      await expect(webhooks.getByText('No webhooks yet.')).toBeVisible();
    });
  } finally {
    await receiver.close();
  }
});
