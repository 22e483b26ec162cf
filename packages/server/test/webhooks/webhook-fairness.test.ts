import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries, webhooks } from '../../src/db/schema.ts';
import { createSecretBox } from '../../src/secrets/secret-box.ts';
import { systemLookup } from '../../src/webhooks/webhook-address.ts';
import { createWebhookQueue, type WebhookQueue } from '../../src/webhooks/webhook-queue.ts';
import { createTestApp, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';
import { type Receiver, startReceiver } from './receiver.ts';

// One project's receiver that never answers must not hold up anyone else's deliveries: each
// delivery has a slot of its own that refills when it ends, and each project and webhook a share.

let t: TestApp;
let hanging: Receiver;
let healthy: Receiver;
const secrets = createSecretBox(testSecretKey);
const queues: WebhookQueue[] = [];
const made: string[] = [];

/** One server process's queue; attempts to the hanging receiver last the whole timeout. */
function worker(timeoutMs: number) {
  const queue = createWebhookQueue({
    db: t.database.db,
    now: () => new Date(),
    log: { info: vi.fn(), warn: vi.fn(), error: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger,
    secrets,
    lookup: systemLookup,
    allowPrivate: true,
    timeoutMs,
    pollMs: 0,
  });
  queues.push(queue);
  return queue;
}

async function project() {
  const { project } = await workspace(t, []);
  return { id: project.id, name: project.name };
}

async function webhook(projectId: string, url: string): Promise<string> {
  const id = randomUUID();
  await t.database.db.insert(webhooks).values({
    id,
    projectId,
    url,
    events: ['key.created'],
    secret: secrets.seal('whsec_fairness', id),
  });
  made.push(id);
  return id;
}

const enqueue = (queue: WebhookQueue, p: { id: string; name: string }, webhookIds: string[]) =>
  queue.enqueue(
    t.database.db,
    webhookIds.map((webhookId) => ({ webhookId, project: p })),
    'key.created',
    { group: 'common', key: 'k' },
  );

/**
 * Attempts to the hanging receiver outlast the test: a delivery that waited for one of them could
 * only arrive after the test's own timeout, so its arrival proves it did not wait, with no clock
 * reading that a loaded machine could push past a bound.
 */
const hangMs = 120_000;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: '1' }, { webhooks: { pollMs: 0 } });
});
afterEach(async () => {
  // Hung attempts end when their connections close; then each queue has recorded what it held.
  await hanging.close();
  await healthy.close();
  await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  await t.database.db.delete(webhooks).where(inArray(webhooks.id, made.splice(0)));
});
afterAll(() => t.close());

describe('fair deliveries', () => {
  it("20 webhooks aimed at a receiver that never answers do not delay another project's delivery", async () => {
    hanging = await startReceiver(() => {});
    healthy = await startReceiver();
    const [crowded, other] = [await project(), await project()];
    const stuck = await Promise.all(Array.from({ length: 20 }, () => webhook(crowded.id, hanging.url())));
    const fine = await webhook(other.id, healthy.url());
    const queue = worker(hangMs);
    await enqueue(queue, crowded, stuck);
    void queue.deliverDue();
    await hanging.waitFor(4);

    await enqueue(queue, other, [fine]);
    void queue.deliverDue();
    await healthy.waitFor(1);
    expect(healthy.received).toHaveLength(1);
  });

  it("one webhook's stuck queue does not delay another webhook of the same project", async () => {
    hanging = await startReceiver(() => {});
    healthy = await startReceiver();
    const p = await project();
    const stuck = await webhook(p.id, hanging.url());
    const fine = await webhook(p.id, healthy.url());
    const queue = worker(hangMs);
    await enqueue(
      queue,
      p,
      Array.from({ length: 20 }, () => stuck),
    );
    void queue.deliverDue();
    await hanging.waitFor(2);

    await enqueue(queue, p, [fine]);
    void queue.deliverDue();
    await healthy.waitFor(1);
    expect(healthy.received).toHaveLength(1);
  });

  it('never waits for a batch: 30 deliveries go out while one attempt beside them still hangs', async () => {
    hanging = await startReceiver(() => {});
    healthy = await startReceiver();
    const [slow, busy] = [await project(), await project()];
    const stuck = await webhook(slow.id, hanging.url());
    const fine = await webhook(busy.id, healthy.url());
    const queue = worker(20_000);
    const [hung] = (await enqueue(queue, slow, [stuck])) as [string];
    await enqueue(
      queue,
      busy,
      Array.from({ length: 30 }, () => fine),
    );
    void queue.deliverDue();

    await healthy.waitFor(30);
    const [row] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, hung));
    expect(row?.attempts).toBe(0);
    expect(hanging.received).toHaveLength(1);
  });
});
