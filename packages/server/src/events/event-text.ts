import type { EventBatch } from './project-event.ts';

/** An event as text/event-stream writes it: id, name and one line of JSON. */
export const eventText = (event: { id: string; event: string; data: unknown }) =>
  `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;

const texts = new WeakMap<EventBatch, string>();

/** A batch as one chunk of text/event-stream, made once however many streams and logs take it. */
export function batchText(batch: EventBatch): string {
  let text = texts.get(batch);
  if (text === undefined) {
    text = '';
    for (const event of batch) text += eventText(event);
    texts.set(batch, text);
  }
  return text;
}
