import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { webhookDeliveries } from '../../src/db/schema.ts';
import { createSecretBox } from '../../src/secrets/secret-box.ts';
import { systemLookup } from '../../src/webhooks/webhook-address.ts';
import { createWebhookQueue } from '../../src/webhooks/webhook-queue.ts';
import { createTestApp, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { ok, workspace } from '../workspace/workspace-client.ts';
import { type Receiver, startReceiver } from './receiver.ts';

// The queue as several server processes run it: each makes its own queue on the one database.
// With TEST_DATABASE_URL the two workers below claim on separate connections at the same time.

let t: TestApp;
let receiver: Receiver;
let space: Awaited<ReturnType<typeof workspace>>;
let webhookId: string;
const clock = { ms: Date.now() };

const quietLog = () =>
  ({ info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() }) as unknown as FastifyBaseLogger & {
    warn: ReturnType<typeof vi.fn>;
    error: ReturnType<typeof vi.fn>;
  };

/** One server process's queue. */
const worker = (db: Database = t.database.db, log = quietLog()) =>
  createWebhookQueue({
    db,
    now: () => new Date(clock.ms),
    log,
    secrets: createSecretBox(testSecretKey),
    lookup: systemLookup,
    allowPrivate: true,
    timeoutMs: 2000,
    pollMs: 0,
  });

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, { webhooks: { pollMs: 0 } });
  receiver = await startReceiver((_, response) => setTimeout(() => response.end(), 20));
  space = await workspace(t);
  const made = await ok<{ createWebhook: { webhook: { id: string } } }>(
    t,
    space.cookies,
    'mutation ($p: ID!, $input: WebhookInput!) { createWebhook(projectId: $p, input: $input) { webhook { id } } }',
    { p: space.project.id, input: { url: receiver.url(), events: ['key.created'] } },
  );
  webhookId = made.createWebhook.webhook.id;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const project = () => ({ id: space.project.id, name: space.project.name });

async function enqueue(count: number): Promise<string[]> {
  return worker().enqueue(
    t.database.db,
    Array.from({ length: count }, () => ({ webhookId, project: project() })),
    'key.created',
    { group: 'common', key: 'k' },
  );
}

const sentTimes = (id: string) =>
  receiver.received.filter((request) => request.headers['x-verba-delivery'] === id).length;

const rowOf = async (id: string) =>
  (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

describe('the delivery queue', () => {
  it('two workers sending at once make each attempt once', async () => {
    const ids = await enqueue(30);
    const [a, b] = [worker(), worker()];
    await Promise.all([a.deliverDue(), b.deliverDue(), a.deliverDue(), b.deliverDue()]);
    for (const id of ids) expect(sentTimes(id), id).toBe(1);
    for (const id of ids)
      expect(await rowOf(id)).toMatchObject({ attempts: 1, status: 200, nextAttemptAt: null });
  });

  it('loses nothing over a restart: what one process queued, the next sends', async () => {
    const before = worker();
    const ids = await enqueue(5);
    await before.stop();
    await worker().deliverDue();
    for (const id of ids) expect(sentTimes(id)).toBe(1);
  });

  it('a process that died mid-attempt: its lease runs out and another process sends the delivery', async () => {
    const [id] = (await enqueue(1)) as [string];
    // As a claim leaves it: hidden from the others for a minute, and never recorded.
    await t.database.db
      .update(webhookDeliveries)
      .set({ nextAttemptAt: new Date(clock.ms + 60_000) })
      .where(eq(webhookDeliveries.id, id));
    const survivor = worker();
    await survivor.deliverDue();
    expect(sentTimes(id)).toBe(0);
    clock.ms += 61_000;
    await survivor.deliverDue();
    expect(sentTimes(id)).toBe(1);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, nextAttemptAt: null });
  });

  it('PostgreSQL gone during a delivery: it stays queued, one warning is logged, and it is sent once it is back', async () => {
    const [id] = (await enqueue(1)) as [string];
    let gone = false;
    // Every call fails the way node-postgres does while the server is away.
    const flaky = new Proxy(t.database.db, {
      get(target, property, receiverObject) {
        if (gone) {
          return () => {
            throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
          };
        }
        const value = Reflect.get(target, property, receiverObject);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    receiver.answerWith((_, response) => {
      gone = true;
      response.end();
    });
    const log = quietLog();
    const queue = worker(flaky, log);
    await queue.deliverDue();
    await queue.deliverDue();
    await queue.deliverDue();
    expect(sentTimes(id)).toBe(1);
    expect(log.error).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledTimes(1);
    const row = await rowOf(id);
    expect(row?.attempts).toBe(0);
    expect(row?.nextAttemptAt).not.toBeNull();

    gone = false;
    receiver.answerWith((_, response) => response.end());
    clock.ms += 61_000;
    await queue.deliverDue();
    // Sent again after the outage, with the same id: at least once, never lost.
    expect(sentTimes(id)).toBe(2);
    expect(await rowOf(id)).toMatchObject({ attempts: 1, status: 200, nextAttemptAt: null });
  });
});
