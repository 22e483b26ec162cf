import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../../src/db/schema.ts';
import { isRefusedAddress, type Lookup } from '../../src/webhooks/webhook-address.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { type Receiver, startReceiver } from './receiver.ts';

// Server-side request forgery: a webhook may not aim the server at its own network. DNS is stubbed
// through the app's `lookup`, so a name can resolve anywhere, and change its answer between calls.

const dns = new Map<string, string[]>([
  ['public.example', ['93.184.215.14']],
  ['internal.example', ['10.0.0.1']],
  ['loopback.example', ['127.0.0.1']],
  ['mixed.example', ['93.184.215.14', '127.0.0.1']],
  ['rebind.example', ['93.184.215.14']],
  ['translated.example', ['::ffff:0:7f00:1']],
  ['documentation.example', ['198.51.100.7']],
]);
const lookup: Lookup = async (hostname) =>
  (dns.get(hostname) ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const createMutation = `mutation ($p: ID!, $input: WebhookInput!) {
  createWebhook(projectId: $p, input: $input) { webhook { id } }
}`;

let t: TestApp;
let receiver: Receiver;
let space: Awaited<ReturnType<typeof workspace>>;

beforeAll(async () => {
  t = await createTestApp({}, { webhooks: { lookup, pollMs: 0, timeoutMs: 1000, answerWithinMs: 2000 } });
  receiver = await startReceiver();
  space = await workspace(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const create = (url: string) =>
  gql(t, space.cookies, createMutation, { p: space.project.id, input: { url, events: ['key.created'] } });

describe('the addresses refused', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    // IPv6 spellings of an IPv4 address, whatever it is: compatible, mapped, translated.
    '::7f00:1',
    '::808:808',
    '::ffff:8.8.8.8',
    '::ffff:0:7f00:1',
    '::ffff:0:808:808',
    '64:ff9b:1::7f00:1',
    // Documentation ranges: no receiver lives there.
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.255',
    '2001:db8::1',
  ])('%s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450::1', '203.0.114.1'])(
    'not %s',
    (address) => {
      expect(isRefusedAddress(address)).toBe(false);
    },
  );
});

describe('saving a webhook', () => {
  it.each([
    'http://127.0.0.1/hook',
    'http://10.0.0.1/hook',
    'http://[::1]:8080/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://0.0.0.0/hook',
    'http://[::]/hook',
    // Stored by the URL parser as [::7f00:1] and [::ffff:0:7f00:1].
    'http://[::127.0.0.1]/hook',
    'http://[::ffff:0:7f00:1]/hook',
    'http://203.0.113.5/hook',
    // 127.0.0.1 spelt as one number and in hex: the URL parser makes both 127.0.0.1.
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://169.254.169.254/latest/meta-data',
    'https://internal.example/hook',
    'https://loopback.example/hook',
    'https://mixed.example/hook',
    'https://translated.example/hook',
    'https://documentation.example/hook',
  ])('refuses %s with WEBHOOK_URL_REFUSED', async (url) => {
    const answer = await create(url);
    expect(answer.code).toBe('WEBHOOK_URL_REFUSED');
    expect(answer.errors?.[0]?.message).toMatch(/^Webhooks cannot reach .+: it is a private, loopback/);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'url', reason: 'private' });
  });

  it('refuses a name that does not resolve', async () => {
    const answer = await create('https://nowhere.example/hook');
    expect(answer.code).toBe('WEBHOOK_URL_REFUSED');
    expect(answer.errors?.[0]?.extensions).toMatchObject({ field: 'url', reason: 'unresolved' });
  });

  it('refuses the same on update', async () => {
    const made = await ok<{ createWebhook: { webhook: { id: string } } }>(t, space.cookies, createMutation, {
      p: space.project.id,
      input: { url: 'https://public.example/hook', events: ['key.created'] },
    });
    const answer = await gql(
      t,
      space.cookies,
      'mutation ($id: ID!, $input: WebhookInput!) { updateWebhook(id: $id, input: $input) { id } }',
      { id: made.createWebhook.webhook.id, input: { url: 'http://10.0.0.1/', events: ['key.created'] } },
    );
    expect(answer.code).toBe('WEBHOOK_URL_REFUSED');
  });
});

describe('delivering', () => {
  it('checks again after DNS: a name that now resolves to 127.0.0.1 is not connected to', async () => {
    const url = `http://rebind.example:${receiver.port}/hook`;
    const made = await ok<{ createWebhook: { webhook: { id: string } } }>(t, space.cookies, createMutation, {
      p: space.project.id,
      input: { url, events: ['key.created'] },
    });
    dns.set('rebind.example', ['127.0.0.1']);
    const pinged = await ok<{ pingWebhook: { id: string; status: number | null; error: string | null } }>(
      t,
      space.cookies,
      'mutation ($id: ID!) { pingWebhook(id: $id) { id status error } }',
      { id: made.createWebhook.webhook.id },
    );
    expect(pinged.pingWebhook).toMatchObject({
      status: null,
      error: 'Webhooks cannot reach 127.0.0.1: it is a private, loopback, link-local or multicast address.',
    });
    expect(receiver.received).toHaveLength(0);
    // Refused like any failed attempt: it stays queued for its retries.
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pinged.pingWebhook.id));
    expect(row?.nextAttemptAt).not.toBeNull();
  });

  it('connects to the address it checked, not to what the system resolver says', async () => {
    // Allowed here, to reach the receiver: what is checked is that the stub's answer is used.
    const allowing = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE: '1' },
      { webhooks: { lookup: async () => [{ address: '127.0.0.1', family: 4 }], pollMs: 0 } },
    );
    try {
      const own = await workspace(allowing);
      const made = await ok<{ createWebhook: { webhook: { id: string } } }>(
        allowing,
        own.cookies,
        createMutation,
        {
          p: own.project.id,
          input: { url: `http://receiver.invalid:${receiver.port}/pinned`, events: ['key.created'] },
        },
      );
      const pinged = await ok<{ pingWebhook: { status: number } }>(
        allowing,
        own.cookies,
        'mutation ($id: ID!) { pingWebhook(id: $id) { status } }',
        { id: made.createWebhook.webhook.id },
      );
      expect(pinged.pingWebhook.status).toBe(200);
      expect(receiver.received.at(-1)).toMatchObject({ path: '/pinned' });
      expect(receiver.received.at(-1)?.headers.host).toBe(`receiver.invalid:${receiver.port}`);
    } finally {
      await allowing.close();
    }
  });
});
