import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhooks } from '../../src/db/schema.ts';
import { purgeExpired } from '../../src/maintenance/purge-job.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { workspace } from '../workspace/workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const day = 24 * 60 * 60 * 1000;

describe('webhook deliveries in the purge job', () => {
  it('deletes deliveries older than 30 days and keeps the newer ones', async () => {
    const db = t.database.db;
    const space = await workspace(t);
    const [webhook] = await db
      .insert(webhooks)
      .values({
        projectId: space.project.id,
        url: 'https://example.com/hook',
        events: ['key.created'],
        secret: 'x',
      })
      .returning({ id: webhooks.id });
    if (!webhook) throw new Error('no webhook');
    const now = new Date('2030-06-01T12:00:00Z');
    const made = (ageMs: number) => ({
      webhookId: webhook.id,
      event: 'key.created',
      body: '{}',
      createdAt: new Date(now.getTime() - ageMs),
    });
    const rows = await db
      .insert(webhookDeliveries)
      .values([made(29 * day), made(31 * day)])
      .returning({ id: webhookDeliveries.id });
    const [recent, old] = rows.map((row) => row.id);

    await purgeExpired(db, now);

    const left = await db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, [recent, old] as string[]));
    expect(left.map((row) => row.id)).toEqual([recent]);
  });
});
