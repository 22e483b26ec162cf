/** The events a webhook subscribes to (pipeline contract); `ping` is sent on request only. */
export const webhookEvents = [
  'translation.updated',
  'key.created',
  'key.deleted',
  'import.applied',
  'release.published',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** At most this many changes in one translation.updated delivery; past it, `truncated: true`. */
export const maxBatchChanges = 1000;

/** One entry of translation.updated's `changes`: group and key by name. */
export interface ValueChange {
  group: string | null;
  key: string | null;
  language: string;
  version: number;
}

/** The body of every delivery: its id is also X-Verba-Delivery. */
export const envelope = (delivery: {
  id: string;
  event: string;
  createdAt: Date;
  project: { id: string; name: string };
  data: unknown;
}): string =>
  JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    createdAt: delivery.createdAt.toISOString(),
    project: delivery.project,
    data: delivery.data,
  });
