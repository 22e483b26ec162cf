import type { EventBus } from './event-bus.ts';
import type { PresenceEntry } from './project-event.ts';

/** Without a ping for this long, a member has left the group (collaboration-contract.md). */
export const presenceTimeoutMs = 60_000;
const sweepMs = 10_000;

/**
 * Who has which group open. Every process keeps the whole table: a ping travels the bus with its
 * entry, and each process applies it before its streams get the group's member list. Expiry runs
 * in every process alike, so each tells its own streams.
 */
export function createPresence(bus: EventBus, now: () => number = Date.now) {
  const byProject = new Map<string, Map<string, PresenceEntry>>();

  const apply = (projectId: string, entry: PresenceEntry) => {
    const members = byProject.get(projectId) ?? new Map<string, PresenceEntry>();
    const previous = members.get(entry.accountId);
    if (previous && previous.at > entry.at) return previous.groupId;
    members.set(entry.accountId, entry);
    byProject.set(projectId, members);
    return previous?.groupId;
  };

  const membersOf = (projectId: string, groupId: string) =>
    [...(byProject.get(projectId)?.values() ?? [])]
      .filter((entry) => entry.groupId === groupId)
      .map(({ accountId, firstName, lastName, keyId, language }) => ({
        accountId,
        firstName,
        lastName,
        keyId,
        language,
      }));

  const stopListening = bus.listen((batch) => {
    for (const event of batch) {
      const entry = event.meta?.presence;
      if (event.event === 'presence' && entry) apply(event.projectId, entry);
    }
  });

  const sweep = setInterval(() => {
    const oldest = now() - presenceTimeoutMs;
    for (const [projectId, members] of byProject) {
      const left = new Set<string>();
      for (const [accountId, entry] of members) {
        if (entry.at >= oldest) continue;
        members.delete(accountId);
        left.add(entry.groupId);
      }
      if (members.size === 0) byProject.delete(projectId);
      for (const groupId of left) {
        bus.emitLocal(projectId, 'presence', { groupId, members: membersOf(projectId, groupId) });
      }
    }
  }, sweepMs);
  sweep.unref();

  return {
    /** Records where the member is and tells every stream of the project (both groups on a move). */
    ping(projectId: string, entry: Omit<PresenceEntry, 'at'>): void {
      const stamped = { ...entry, at: now() };
      const before = apply(projectId, stamped);
      for (const groupId of new Set([before, entry.groupId])) {
        if (groupId === undefined) continue;
        bus.emitWith(
          projectId,
          'presence',
          { groupId, members: membersOf(projectId, groupId) },
          { presence: stamped },
        );
      }
    },
    close(): void {
      clearInterval(sweep);
      stopListening();
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
