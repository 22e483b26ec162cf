import type { ProjectEvent } from './project-event.ts';

/** How long a reconnecting stream can get what it missed (collaboration-contract.md). */
export const resumeWindowMs = 5 * 60_000;

/**
 * The last five minutes of each project's events as this process received them, so a stream that
 * reconnects with Last-Event-ID gets what came after that id. Every process receives every event
 * (Redis carries them), so the id is found whichever process the client reconnects to.
 */
export function createEventLog(now: () => number = Date.now) {
  const byProject = new Map<string, ProjectEvent[]>();

  const trim = (events: ProjectEvent[]) => {
    const oldest = now() - resumeWindowMs;
    let drop = 0;
    while (drop < events.length && timeOf((events[drop] as ProjectEvent).id) < oldest) drop += 1;
    if (drop > 0) events.splice(0, drop);
  };

  return {
    add(event: ProjectEvent): void {
      const events = byProject.get(event.projectId) ?? [];
      events.push(event);
      trim(events);
      byProject.set(event.projectId, events);
    },
    /** The project's events after `lastId`, or null when that id is unknown or too old to resume from. */
    since(projectId: string, lastId: string): ProjectEvent[] | null {
      const events = byProject.get(projectId) ?? [];
      trim(events);
      if (events.length === 0) byProject.delete(projectId);
      const at = events.findIndex((event) => event.id === lastId);
      return at === -1 ? null : events.slice(at + 1);
    },
  };
}

/** The time an event id was made at; NaN (never resumable) for anything else. */
export const timeOf = (id: string): number => Number(id.split('-')[0]);
