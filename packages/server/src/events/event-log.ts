import { batchText } from './event-text.ts';
import type { EventBatch, ProjectEvent } from './project-event.ts';

/** How long a reconnecting stream can get what it missed (collaboration-contract.md). */
export const resumeWindowMs = 5 * 60_000;
/** At most this much event text is kept for resuming, all projects together (api-contract-extensions.md). */
export const resumeBytes = 16 * 1024 * 1024;

interface Entry {
  projectId: string;
  batch: EventBatch;
  bytes: number;
}

/**
 * The last five minutes of each project's events as this process received them, so a stream that
 * reconnects with Last-Event-ID gets what came after that id. Every process receives every event
 * (Redis carries them), so the id is found whichever process the client reconnects to. The oldest
 * batches go first once the log holds `maxBytes` of text: their ids then answer `reset`.
 */
export function createEventLog(options: { now?: () => number; maxBytes?: number } = {}) {
  const now = options.now ?? Date.now;
  const maxBytes = options.maxBytes ?? resumeBytes;
  // Oldest first across every project, and per project: the oldest entry overall is its project's first.
  const all: Entry[] = [];
  let head = 0;
  const byProject = new Map<string, Entry[]>();
  let bytes = 0;

  const dropOldest = () => {
    const entry = all[head] as Entry;
    head += 1;
    bytes -= entry.bytes;
    const entries = byProject.get(entry.projectId) as Entry[];
    entries.shift();
    if (entries.length === 0) byProject.delete(entry.projectId);
    // Compact now and then, so the array does not keep what it dropped.
    if (head > 1024 && head * 2 > all.length) {
      all.splice(0, head);
      head = 0;
    }
  };

  const trim = () => {
    const oldest = now() - resumeWindowMs;
    while (head < all.length) {
      const entry = all[head] as Entry;
      const last = entry.batch[entry.batch.length - 1] as ProjectEvent;
      if (bytes <= maxBytes && timeOf(last.id) >= oldest) break;
      dropOldest();
    }
  };

  return {
    add(batch: EventBatch): void {
      const first = batch[0];
      if (!first) return;
      const entry = { projectId: first.projectId, batch, bytes: batchText(batch).length };
      all.push(entry);
      bytes += entry.bytes;
      const entries = byProject.get(entry.projectId) ?? [];
      entries.push(entry);
      byProject.set(entry.projectId, entries);
      trim();
    },
    /** The project's events after `lastId`, or null when that id is unknown or too old to resume from. */
    since(projectId: string, lastId: string): ProjectEvent[] | null {
      trim();
      const entries = byProject.get(projectId) ?? [];
      for (let at = entries.length - 1; at >= 0; at -= 1) {
        const batch = (entries[at] as Entry).batch;
        const index = batch.findIndex((event) => event.id === lastId);
        if (index === -1) continue;
        const missed = batch.slice(index + 1);
        for (const later of entries.slice(at + 1)) for (const event of later.batch) missed.push(event);
        return missed;
      }
      return null;
    },
    /** The text the log holds (tests). */
    get bytes() {
      return bytes;
    },
  };
}

/** The time an event id was made at; NaN (never resumable) for anything else. */
export const timeOf = (id: string): number => Number(id.split('-')[0]);
