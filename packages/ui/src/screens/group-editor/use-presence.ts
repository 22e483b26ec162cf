import { type PresenceEvent, type PresenceMember, sendPresence } from '@verba/api-client/graphql';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { cellId } from './use-cell-saves.ts';

/** The contract asks for a ping at least every 30 s while a group is open. */
export const PRESENCE_PING_MS = 25_000;

export interface EditingPlace {
  keyId: string;
  language: string;
}

/**
 * Tells the project which cell the viewer edits (a moment after it changes, and every 25 s), and
 * keeps who else is in the group from the stream's `presence` events, by cell.
 */
export function usePresence(projectId: string, groupId: string, place: EditingPlace | null) {
  const [self, setSelf] = useState<string | null>(null);
  const [members, setMembers] = useState<PresenceMember[]>([]);
  const keyId = place?.keyId ?? null;
  const language = place?.language ?? null;

  useEffect(() => {
    const send = () =>
      void sendPresence(projectId, { groupId, keyId, language }).then((result) => {
        if (result.ok) setSelf(result.data.accountId);
      });
    const soon = setTimeout(send, 300);
    const interval = setInterval(send, PRESENCE_PING_MS);
    return () => {
      clearTimeout(soon);
      clearInterval(interval);
    };
  }, [projectId, groupId, keyId, language]);

  const onPresence = useCallback(
    (event: PresenceEvent) => {
      if (event.groupId === groupId) setMembers(event.members);
    },
    [groupId],
  );

  const othersByCell = useMemo(() => {
    const byCell = new Map<string, PresenceMember[]>();
    for (const member of members) {
      if (member.accountId === self || !member.keyId || !member.language) continue;
      const id = cellId(member.keyId, member.language);
      byCell.set(id, [...(byCell.get(id) ?? []), member]);
    }
    return byCell;
  }, [members, self]);

  return { onPresence, othersByCell };
}
