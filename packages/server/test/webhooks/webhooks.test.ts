import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../src/db/schema.ts';
import { createEventBus } from '../../src/events/event-bus.ts';
import { createWebhookFanout } from '../../src/webhooks/webhook-fanout.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyAndWait, uploadJson } from '../imports/import-client.ts';
import { gql } from '../projects/graphql-client.ts';
import { member } from '../teams/team-client.ts';
import { createKeys, ok, workspace } from '../workspace/workspace-client.ts';
import { type Receiver, startReceiver, verifyVerbaSignature } from './receiver.ts';

// Deliveries to a real HTTP receiver on 127.0.0.1 (WEBHOOK_ALLOW_PRIVATE=1 lets them through), with
// a short timeout (1.5 s: time enough for the 150 ms answer on a loaded machine) and no poll: each
// test sends what is due itself and moves the app's clock.

const createMutation = `mutation ($p: ID!, $input: WebhookInput!) {
  createWebhook(projectId: $p, input: $input) { secret webhook { id url events active createdAt } }
}`;
const deliveriesQuery = `query ($p: ID!) {
  project(id: $p) { webhooks { id deliveries(first: 50) { id event attempt status error at durationMs } } }
}`;

interface Delivery {
  id: string;
  event: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: string;
  durationMs: number | null;
}

let t: TestApp;
let receiver: Receiver;
let space: Awaited<ReturnType<typeof workspace>>;

beforeAll(async () => {
  t = await createTestApp(
    { WEBHOOK_ALLOW_PRIVATE: '1' },
    { webhooks: { timeoutMs: 1500, pollMs: 0, answerWithinMs: 2000 } },
  );
  receiver = await startReceiver();
  space = await workspace(t);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

async function hook(events: string[], url = receiver.url()) {
  const data = await ok<{ createWebhook: { secret: string; webhook: { id: string } } }>(
    t,
    space.cookies,
    createMutation,
    {
      p: space.project.id,
      input: { url, events },
    },
  );
  return { id: data.createWebhook.webhook.id, secret: data.createWebhook.secret };
}

/** Queues what the app's events said, then sends what is due. */
async function deliver() {
  await t.app.webhooks.fanout.settled();
  await t.app.webhooks.queue.deliverDue();
}

async function deliveriesOf(webhookId: string): Promise<Delivery[]> {
  const data = await ok<{ project: { webhooks: { id: string; deliveries: Delivery[] }[] } }>(
    t,
    space.cookies,
    deliveriesQuery,
    {
      p: space.project.id,
    },
  );
  return data.project.webhooks.find((webhook) => webhook.id === webhookId)?.deliveries ?? [];
}

const rowOf = async (id: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

const off = (id: string) => ok(t, space.cookies, 'mutation ($id: ID!) { deleteWebhook(id: $id) }', { id });

describe('a webhook', () => {
  it('shows its secret once and keeps it sealed', async () => {
    const { id, secret } = await hook(['key.created']);
    expect(secret).toMatch(/^whsec_[\w-]{32}$/);
    const [row] = await t.database.db.select().from(webhooks).where(eq(webhooks.id, id));
    expect(row?.secret).toMatch(/^v1:/);
    expect(row?.secret).not.toContain(secret);
    const listed = await gql(
      t,
      space.cookies,
      'query ($p: ID!) { project(id: $p) { webhooks { id url events active } } }',
      {
        p: space.project.id,
      },
    );
    expect(JSON.stringify(listed.data)).not.toContain(secret);
    await off(id);
  });

  it('is signed the way the README tells a receiver to check it, with the contract’s body and headers', async () => {
    const { id, secret } = await hook(['key.created', 'key.deleted']);
    const before = receiver.received.length;
    const [key] = await createKeys(t, space.cookies, space.group.id, [{ name: 'signed.key' }]);
    await deliver();
    const got = receiver.received.slice(before);
    expect(got).toHaveLength(1);
    const [request] = got as [(typeof got)[0]];
    expect(verifyVerbaSignature(secret, request.headers, request.body)).toBe(true);
    expect(verifyVerbaSignature('whsec_another', request.headers, request.body)).toBe(false);
    expect(verifyVerbaSignature(secret, request.headers, `${request.body} `)).toBe(false);
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['x-verba-event']).toBe('key.created');
    const body = JSON.parse(request.body);
    expect(request.headers['x-verba-delivery']).toBe(body.id);
    expect(Number(request.headers['x-verba-timestamp'])).toBeCloseTo(Date.now() / 1000, -1);
    expect(body).toMatchObject({
      event: 'key.created',
      project: { id: space.project.id, name: 'App' },
      data: { group: 'common', key: 'signed.key' },
    });
    expect(Date.parse(body.createdAt)).not.toBeNaN();
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      id: body.id,
      event: 'key.created',
      attempt: 1,
      status: 200,
      error: null,
    });

    await ok(t, space.cookies, 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', { ids: [key?.id] });
    await deliver();
    const deleted = JSON.parse(receiver.received.at(-1)?.body ?? '{}');
    expect(deleted).toMatchObject({ event: 'key.deleted', data: { group: 'common', key: 'signed.key' } });
    await off(id);
  });

  it('ping sends now and answers the delivery; redeliver sends the same id again', async () => {
    const { id } = await hook(['import.applied']);
    const pinged = await ok<{ pingWebhook: Delivery }>(
      t,
      space.cookies,
      'mutation ($id: ID!) { pingWebhook(id: $id) { id event attempt status error durationMs } }',
      { id },
    );
    expect(pinged.pingWebhook).toMatchObject({ event: 'ping', attempt: 1, status: 200, error: null });
    expect(receiver.received.at(-1)?.headers['x-verba-delivery']).toBe(pinged.pingWebhook.id);
    const again = await ok<{ redeliver: Delivery }>(
      t,
      space.cookies,
      'mutation ($d: ID!) { redeliver(deliveryId: $d) { id attempt status } }',
      {
        d: pinged.pingWebhook.id,
      },
    );
    expect(again.redeliver).toMatchObject({ id: pinged.pingWebhook.id, attempt: 2, status: 200 });
    expect(receiver.received.at(-1)?.headers['x-verba-delivery']).toBe(pinged.pingWebhook.id);
    expect(receiver.received.at(-1)?.body).toBe(receiver.received.at(-2)?.body);
    await off(id);
  });
});

describe('the other events', () => {
  it('import.applied names the import and its groups', async () => {
    const { id } = await hook(['import.applied']);
    const upload = await uploadJson(
      t,
      space.cookies,
      space.project.id,
      '{"imported.key": "Hallo"}',
      'language=de&group=common',
    );
    const importId = (upload.json() as { id: string }).id;
    expect((await applyAndWait(t, space.cookies, importId)).status).toBe('done');
    await deliver();
    const body = JSON.parse(receiver.received.at(-1)?.body ?? '{}');
    expect(body).toMatchObject({ event: 'import.applied', data: { importId, groups: ['common'] } });
    await off(id);
  });

  it('release.published comes from the releases service’s `release` event; a deleted distribution is none', async () => {
    const { id } = await hook(['release.published']);
    const log = t.app.log;
    const bus = createEventBus({ log });
    const fanout = createWebhookFanout({ db: t.database.db, bus, queue: t.app.webhooks.queue, log });
    const before = receiver.received.length;
    bus.emit(space.project.id, 'release', { kind: 'deleted', distributionId: 'd1', distribution: 'old' });
    bus.emit(space.project.id, 'release', {
      kind: 'published',
      distributionId: 'd2',
      distribution: 'web',
      number: 3,
      languages: ['de', 'en'],
    });
    await fanout.settled();
    await t.app.webhooks.queue.deliverDue();
    fanout.close();
    const sent = receiver.received.slice(before).map((request) => JSON.parse(request.body));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      event: 'release.published',
      data: { distributionId: 'd2', distribution: 'web', number: 3, languages: ['de', 'en'] },
    });
    expect(sent[0].data.kind).toBeUndefined();
    await off(id);
  });
});

describe('a receiver that misbehaves', () => {
  it('hangs: the attempt ends at the timeout with no status, and is retried', async () => {
    receiver.answerWith(() => {});
    const { id } = await hook(['key.created']);
    await createKeys(t, space.cookies, space.group.id, [{ name: 'hang.key' }]);
    await deliver();
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ attempt: 1, status: null, error: 'No answer within 1.5 s.' });
    expect(delivery?.durationMs).toBeGreaterThanOrEqual(1480);
    expect((await rowOf(delivery?.id ?? ''))?.nextAttemptAt).not.toBeNull();
    receiver.answerWith((_, response) => response.end());
    await off(id);
  });

  it('answers 500, or a redirect, which is not followed', async () => {
    const { id } = await hook(['key.created']);
    receiver.answerWith((_, response) => {
      response.statusCode = 500;
      response.end('boom');
    });
    await createKeys(t, space.cookies, space.group.id, [{ name: 'error.key' }]);
    await deliver();
    expect((await deliveriesOf(id))[0]).toMatchObject({ status: 500, error: 'The receiver answered 500.' });

    receiver.answerWith((_, response) => {
      response.writeHead(302, { location: receiver.url('/elsewhere') }).end();
    });
    const before = receiver.received.length;
    await createKeys(t, space.cookies, space.group.id, [{ name: 'redirect.key' }]);
    await deliver();
    const [redirected] = await deliveriesOf(id);
    expect(redirected).toMatchObject({ status: 302 });
    expect(redirected?.error).toBe(
      `Redirects are not followed: the receiver answered 302 to ${receiver.url('/elsewhere')}.`,
    );
    expect(receiver.received.slice(before).map((request) => request.path)).toEqual(['/hook']);
    receiver.answerWith((_, response) => response.end());
    await off(id);
  });

  it('answers slowly but within the timeout: delivered', async () => {
    receiver.answerWith((_, response) => setTimeout(() => response.end('late'), 150));
    const { id } = await hook(['key.created']);
    await createKeys(t, space.cookies, space.group.id, [{ name: 'slow.key' }]);
    await deliver();
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({ status: 200, error: null });
    expect(delivery?.durationMs).toBeGreaterThanOrEqual(140);
    receiver.answerWith((_, response) => response.end());
    await off(id);
  });

  it('keeps failing: retried after 10 s, 1 min, 10 min, 1 h and 6 h, then failed', async () => {
    receiver.answerWith((_, response) => {
      response.statusCode = 503;
      response.end();
    });
    const { id } = await hook(['key.created']);
    await createKeys(t, space.cookies, space.group.id, [{ name: 'retry.key' }]);
    await deliver();
    const [first] = await deliveriesOf(id);
    const deliveryId = first?.id ?? '';
    const attemptsAfter = async (ms: number) => {
      t.clock.advance(ms);
      await deliver();
      return (await rowOf(deliveryId))?.attempts;
    };
    expect(first?.attempt).toBe(1);
    expect(await attemptsAfter(9_000)).toBe(1);
    expect(await attemptsAfter(1_000)).toBe(2);
    expect(await attemptsAfter(59_000)).toBe(2);
    expect(await attemptsAfter(1_000)).toBe(3);
    expect(await attemptsAfter(10 * 60_000)).toBe(4);
    expect(await attemptsAfter(59 * 60_000)).toBe(4);
    expect(await attemptsAfter(60_000)).toBe(5);
    expect(await attemptsAfter(6 * 60 * 60_000)).toBe(6);
    const failed = await rowOf(deliveryId);
    expect(failed).toMatchObject({ attempts: 6, status: 503, nextAttemptAt: null, deliveredAt: null });
    expect(await attemptsAfter(24 * 60 * 60_000)).toBe(6);
    const sent = receiver.received.filter((request) => request.headers['x-verba-delivery'] === deliveryId);
    expect(sent).toHaveLength(6);
    receiver.answerWith((_, response) => response.end());
    await off(id);
  });
});

describe('translation.updated', () => {
  it('is batched: one delivery per 5 s with every change, group and key by name', async () => {
    const { id } = await hook(['translation.updated']);
    const [a, b] = await createKeys(t, space.cookies, space.group.id, [
      { name: 'batch.a' },
      { name: 'batch.b' },
    ]);
    const before = receiver.received.length;
    const set = (keyId: string | undefined, language: string, text: string, expectedVersion = 0) =>
      ok(
        t,
        space.cookies,
        'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
        {
          input: { keyId, language, text, expectedVersion },
        },
      );
    await set(a?.id, 'de', 'A');
    await set(b?.id, 'de', 'B');
    await set(a?.id, 'fr', 'A');
    await deliver();
    expect(receiver.received.length).toBe(before);
    t.clock.advance(5_000);
    await deliver();
    const batch = receiver.received.slice(before);
    expect(batch).toHaveLength(1);
    const body = JSON.parse(batch[0]?.body ?? '{}');
    expect(body.event).toBe('translation.updated');
    expect(body.data).toEqual({
      truncated: false,
      changes: [
        { group: 'common', key: 'batch.a', language: 'de', version: 1 },
        { group: 'common', key: 'batch.b', language: 'de', version: 1 },
        { group: 'common', key: 'batch.a', language: 'fr', version: 1 },
      ],
    });
    // The next change opens a new batch, sent 5 s after it.
    await set(a?.id, 'de', 'A2', 1);
    await deliver();
    expect(receiver.received.length).toBe(before + 1);
    t.clock.advance(5_000);
    await deliver();
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}').data.changes).toEqual([
      { group: 'common', key: 'batch.a', language: 'de', version: 2 },
    ]);
    await off(id);
  });

  it('holds at most 1000 changes, truncated past that', async () => {
    const { id } = await hook(['translation.updated']);
    const change = (n: number) => ({ group: 'common', key: `k${n}`, language: 'de', version: 1 });
    await t.app.webhooks.queue.addChanges(
      t.database.db,
      [id],
      Array.from({ length: 700 }, (_, n) => change(n)),
    );
    await t.app.webhooks.queue.addChanges(
      t.database.db,
      [id],
      Array.from({ length: 700 }, (_, n) => change(700 + n)),
    );
    t.clock.advance(5_000);
    await deliver();
    const body = JSON.parse(receiver.received.at(-1)?.body ?? '{}');
    expect(body.data.truncated).toBe(true);
    expect(body.data.changes).toHaveLength(1000);
    expect(body.data.changes[999]).toEqual(change(999));
    await off(id);
  });
});

describe('who manages webhooks', () => {
  it('MANAGER may; a DEVELOPER is FORBIDDEN; a stranger gets NOT_FOUND', async () => {
    const manager = await member(t, space.cookies, space.project.id, 'MANAGER');
    const developer = await member(t, space.cookies, space.project.id, 'DEVELOPER');
    const stranger = await workspace(t);
    const create = (cookies: Record<string, string>) =>
      gql(t, cookies, createMutation, {
        p: space.project.id,
        input: { url: receiver.url(), events: ['key.created'] },
      });
    expect((await create(manager.cookies)).errors).toBeUndefined();
    expect((await create(developer.cookies)).code).toBe('FORBIDDEN');
    expect((await create(stranger.cookies)).code).toBe('NOT_FOUND');
    const { id } = await hook(['key.created']);
    for (const [cookies, code] of [
      [developer.cookies, 'FORBIDDEN'],
      [stranger.cookies, 'NOT_FOUND'],
    ] as const) {
      expect(
        (await gql(t, cookies, 'mutation ($id: ID!) { pingWebhook(id: $id) { id } }', { id })).code,
      ).toBe(code);
      expect((await gql(t, cookies, 'mutation ($id: ID!) { deleteWebhook(id: $id) }', { id })).code).toBe(
        code,
      );
      const listed = await gql(t, cookies, 'query ($p: ID!) { project(id: $p) { webhooks { id } } }', {
        p: space.project.id,
      });
      // A project the account is not a member of is null, as any unknown id is.
      if (code === 'NOT_FOUND') expect(listed.data).toEqual({ project: null });
      else expect(listed.code).toBe(code);
    }
    await off(id);
  });

  it('refuses a URL that is not http(s), and events outside the contract', async () => {
    const bad = (input: Record<string, unknown>) =>
      gql(t, space.cookies, createMutation, {
        p: space.project.id,
        input: { url: receiver.url(), events: ['key.created'], ...input },
      });
    expect(await bad({ url: 'ftp://example.com/x' })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await bad({ url: 'not a url' })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await bad({ events: ['ping'] })).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await bad({ events: [] })).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
