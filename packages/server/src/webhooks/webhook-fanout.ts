import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { groups, projects, translationKeys, webhooks } from '../db/schema.ts';
import type { EventBus } from '../events/event-bus.ts';
import type { EventBatch, ProjectEvent } from '../events/project-event.ts';
import { maxBatchChanges, type ValueChange, type WebhookEvent } from './webhook-events.ts';
import type { WebhookQueue } from './webhook-queue.ts';

/** The webhook event a project event is, if any. */
function webhookEventOf(event: ProjectEvent): WebhookEvent | undefined {
  switch (event.event) {
    case 'translation':
      return 'translation.updated';
    case 'key':
      return event.data.kind === 'created'
        ? 'key.created'
        : event.data.kind === 'deleted'
          ? 'key.deleted'
          : undefined;
    case 'import':
      return event.data.status === 'done' ? 'import.applied' : undefined;
    case 'release':
      return event.data.kind === 'published' ? 'release.published' : undefined;
    default:
      return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/**
 * Turns the project events the services already emit into queued deliveries. Only the process that
 * emitted an event queues it (listenOwn), so with several processes each change is queued once.
 * A change's batch and any that follow it in the same turn are written together: a 500-value save is
 * one upsert per webhook.
 */
export function createWebhookFanout(options: {
  db: Database;
  bus: EventBus;
  queue: WebhookQueue;
  log: FastifyBaseLogger;
}) {
  const { db, bus, queue, log } = options;
  let pending: EventBatch[] = [];
  let flushing: Promise<void> = Promise.resolve();

  async function groupNames(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: groups.id, name: groups.name })
      .from(groups)
      .where(inArray(groups.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  async function keyNames(ids: readonly string[]): Promise<Map<string, { key: string; group: string }>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: translationKeys.id, key: translationKeys.name, group: groups.name })
      .from(translationKeys)
      .innerJoin(groups, eq(groups.id, translationKeys.groupId))
      .where(inArray(translationKeys.id, [...ids]));
    return new Map(rows.map((row) => [row.id, { key: row.key, group: row.group }]));
  }

  /** The data a delivery carries for the event, names looked up now. */
  async function dataOf(name: WebhookEvent, event: ProjectEvent): Promise<Record<string, unknown>> {
    const { data } = event;
    if (name === 'key.created' || name === 'key.deleted') {
      const group = (await groupNames([text(data.groupId)])).get(text(data.groupId)) ?? null;
      return { group, key: text(data.name) };
    }
    if (name === 'import.applied') {
      const names = await groupNames(texts(data.groupIds));
      return { importId: data.importId, groups: texts(data.groupIds).map((id) => names.get(id) ?? null) };
    }
    // release.published: as the releases service tells it (release-event.ts), less its kind.
    const { kind: _kind, ...release } = data;
    return release;
  }

  /** Queues the project's events for its webhooks; answers whether it queued any. */
  async function flushProject(projectId: string, events: ProjectEvent[]): Promise<boolean> {
    const subscribed = await db
      .select({ id: webhooks.id, events: webhooks.events, projectName: projects.name })
      .from(webhooks)
      .innerJoin(projects, eq(projects.id, webhooks.projectId))
      .where(and(eq(webhooks.projectId, projectId), eq(webhooks.active, true)));
    if (subscribed.length === 0) return false;
    const project = { id: projectId, name: subscribed[0]?.projectName ?? '' };
    const listening = (name: WebhookEvent) => subscribed.filter((hook) => hook.events.includes(name));

    let queued = false;
    // A delivery holds at most maxBatchChanges (then says truncated): more are not worth naming.
    const values = events.filter((event) => event.event === 'translation').slice(0, maxBatchChanges + 1);
    const valueHooks = listening('translation.updated').map((hook) => hook.id);
    if (values.length > 0 && valueHooks.length > 0) {
      const names = await keyNames([...new Set(values.map((event) => text(event.data.keyId)))]);
      const changes: ValueChange[] = values.map((event) => ({
        group: names.get(text(event.data.keyId))?.group ?? null,
        key: names.get(text(event.data.keyId))?.key ?? null,
        language: text(event.data.language),
        version: Number(event.data.version),
      }));
      await queue.addChanges(db, valueHooks, changes);
      queued = true;
    }
    for (const event of events) {
      const name = webhookEventOf(event);
      if (name === undefined || name === 'translation.updated') continue;
      const hooks = listening(name);
      if (hooks.length === 0) continue;
      const data = await dataOf(name, event);
      await queue.enqueue(
        db,
        hooks.map((hook) => ({ webhookId: hook.id, project })),
        name,
        data,
      );
      queued = true;
    }
    return queued;
  }

  async function flush(): Promise<void> {
    const batches = pending;
    pending = [];
    // Appended in place: a burst of batches is gathered in time linear in its events.
    const byProject = new Map<string, ProjectEvent[]>();
    for (const batch of batches) {
      const projectId = (batch[0] as ProjectEvent).projectId;
      const events = byProject.get(projectId) ?? [];
      for (const event of batch) events.push(event);
      byProject.set(projectId, events);
    }
    let queued = false;
    for (const [projectId, projectEvents] of byProject) {
      try {
        if (await flushProject(projectId, projectEvents)) queued = true;
      } catch (error) {
        // The change is saved but its webhooks will not hear of it: say so, once per flush.
        log[isDatabaseUnavailable(error) ? 'warn' : 'error'](
          { err: error, projectId, events: projectEvents.length },
          'project events could not be queued for webhooks',
        );
      }
    }
    if (queued) void queue.deliverDue();
  }

  const stop = bus.listenOwn((batch) => {
    if (!batch.some((event) => webhookEventOf(event) !== undefined)) return;
    pending.push(batch);
    if (pending.length > 1) return;
    // A save emits its events in one synchronous loop: a microtask sees them all, and its first read
    // starts before the request answers (the request's own statements are counted in tests).
    flushing = flushing.then(flush);
  });

  return {
    /** Resolves when what was heard so far is queued (tests, shutdown). */
    settled: () => flushing,
    close(): void {
      stop();
    },
  };
}
