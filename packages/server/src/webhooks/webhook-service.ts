import { randomBytes, randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { authorize, authorizeVia } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { webhookDeliveries, webhooks } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import { reserveProjectItem } from '../projects/project-item-limit.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { Executor } from '../workspace/executor.ts';
import { type Lookup, parseWebhookUrl, resolveTarget } from './webhook-address.ts';
import { parseWebhookInput } from './webhook-input.ts';
import type { WebhookQueue } from './webhook-queue.ts';

type WebhookRow = typeof webhooks.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Webhook of the pipeline contract; deliveries are read by their own resolver. */
export interface WebhookView {
  id: string;
  url: string;
  events: string[];
  active: boolean;
  createdAt: string;
}

export interface DeliveryView {
  id: string;
  event: string;
  attempt: number;
  status: number | null;
  error: string | null;
  at: string;
  durationMs: number | null;
}

const view = (row: WebhookRow): WebhookView => ({
  id: row.id,
  url: row.url,
  events: row.events,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

const deliveryView = (row: DeliveryRow): DeliveryView => ({
  id: row.id,
  event: row.event,
  attempt: row.attempts,
  status: row.status,
  error: row.error,
  at: (row.lastAttemptAt ?? row.createdAt).toISOString(),
  durationMs: row.durationMs,
});

/**
 * The URL checked for its form and, after DNS (`lookup`), its addresses (WEBHOOK_URL_REFUSED);
 * `allowPrivate` is WEBHOOK_ALLOW_PRIVATE.
 */
async function checkedUrl(value: string, lookup: Lookup, allowPrivate: boolean): Promise<string> {
  const url = parseWebhookUrl(value);
  await resolveTarget(url, { lookup, allowPrivate });
  return url.href;
}

/** A webhook the principal manages; any other, or one of a project they cannot see, is NOT_FOUND. */
async function managedWebhook(tx: Executor, principal: Principal, id: string): Promise<WebhookRow> {
  return (await authorizeVia(tx, principal, 'webhook', id, 'manageProject')).row;
}

/** Project.webhooks: oldest first. */
export async function webhooksOf(
  db: Database,
  principal: Principal,
  projectId: string,
): Promise<WebhookView[]> {
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageProject');
    const rows = await tx
      .select()
      .from(webhooks)
      .where(eq(webhooks.projectId, projectId))
      .orderBy(webhooks.createdAt, webhooks.id);
    return rows.map(view);
  });
}

/** Webhook.deliveries: newest first. The webhook was reached through a checked project. */
export async function deliveriesOf(db: Database, webhookId: string, first: number): Promise<DeliveryView[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhookId, webhookId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(first);
  return rows.map(deliveryView);
}

/** Creates a webhook; its signing secret is answered this once and kept sealed to sign deliveries. */
export async function createWebhook(
  db: Database,
  principal: Principal,
  projectId: string,
  input: unknown,
  now: Date,
  secrets: SecretBox,
  lookup: Lookup,
  allowPrivate: boolean,
): Promise<{ webhook: WebhookView; secret: string }> {
  const checked = parseWebhookInput(input);
  // Refused before any lookup, so DNS is not asked on behalf of strangers.
  await authorize(db, principal, projectId, 'manageProject');
  const url = await checkedUrl(checked.url, lookup, allowPrivate);
  const id = randomUUID();
  const secret = `whsec_${randomBytes(24).toString('base64url')}`;
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageProject');
    await reserveProjectItem(tx, projectId, 'webhooks');
    const [row] = await tx
      .insert(webhooks)
      .values({
        id,
        projectId,
        url,
        events: checked.events,
        active: checked.active,
        secret: secrets.seal(secret, id),
        createdAt: now,
      })
      .returning();
    return { webhook: view(row as WebhookRow), secret };
  });
}

export async function updateWebhook(
  db: Database,
  principal: Principal,
  id: string,
  input: unknown,
  lookup: Lookup,
  allowPrivate: boolean,
): Promise<WebhookView> {
  const checked = parseWebhookInput(input);
  await managedWebhook(db, principal, id);
  const url = await checkedUrl(checked.url, lookup, allowPrivate);
  return db.transaction(async (tx) => {
    await managedWebhook(tx, principal, id);
    const [row] = await tx
      .update(webhooks)
      .set({ url, events: checked.events, active: checked.active })
      .where(eq(webhooks.id, id))
      .returning();
    return view(row as WebhookRow);
  });
}

/** Deletes the webhook with its deliveries, queued ones included. */
export async function deleteWebhook(db: Database, principal: Principal, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await managedWebhook(tx, principal, id);
    await tx.delete(webhooks).where(eq(webhooks.id, id));
    return true;
  });
}

/** Attempts the delivery now and answers it as it stands when that is done, or after answerWithinMs. */
async function sendAndRead(
  db: Database,
  deliveryId: string,
  queue: WebhookQueue,
  answerWithinMs: number,
): Promise<DeliveryView> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    queue.attemptNow(deliveryId),
    new Promise((resolve) => {
      timer = setTimeout(resolve, answerWithinMs);
    }),
  ]);
  clearTimeout(timer);
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!row) throw new DomainError('NOT_FOUND', 'Delivery not found.');
  return deliveryView(row);
}

/**
 * Sends the event `ping` now, whatever events the webhook has or whether it is on; answers the
 * delivery as it stands after at most `answerWithinMs`.
 */
export async function pingWebhook(
  db: Database,
  principal: Principal,
  id: string,
  queue: WebhookQueue,
  answerWithinMs: number,
): Promise<DeliveryView> {
  const [deliveryId] = await db.transaction(async (tx) => {
    const row = await managedWebhook(tx, principal, id);
    const access = await authorize(tx, principal, row.projectId, 'manageProject');
    return queue.enqueue(
      tx,
      [{ webhookId: row.id, project: { id: access.project.id, name: access.project.name } }],
      'ping',
      { webhook: { id: row.id, url: row.url, events: row.events } },
    );
  });
  return sendAndRead(db, deliveryId as string, queue, answerWithinMs);
}

/** Sends a delivery's body again now, with the same id; a failure goes on with the retries left. */
export async function redeliver(
  db: Database,
  principal: Principal,
  deliveryId: string,
  now: Date,
  queue: WebhookQueue,
  answerWithinMs: number,
): Promise<DeliveryView> {
  const notFound = () => new DomainError('NOT_FOUND', 'Delivery not found.');
  if (!isId(deliveryId)) throw notFound();
  await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ webhookId: webhookDeliveries.webhookId })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, deliveryId));
    if (!delivery) throw notFound();
    await managedWebhook(tx, principal, delivery.webhookId).catch((error: unknown) => {
      throw error instanceof DomainError && error.code === 'NOT_FOUND' ? notFound() : error;
    });
    await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: now })
      .where(eq(webhookDeliveries.id, deliveryId));
  });
  return sendAndRead(db, deliveryId, queue, answerWithinMs);
}
