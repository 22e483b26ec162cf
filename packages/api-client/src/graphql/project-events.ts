import { useEffect, useRef, useState } from 'react';
import { post } from '../http.ts';
import type { TranslationFieldsFragment } from './generated/graphql.ts';

/** `translation`: a value or its state changed (with its issues and time, beyond the contract's fields). */
export type TranslationEvent = Omit<TranslationFieldsFragment, '__typename'> & {
  keyId: string;
  groupId: string;
  by: string;
};

export interface KeyEvent {
  kind: 'created' | 'updated' | 'moved' | 'deleted';
  keyId: string;
  groupId: string;
  name: string;
  version: number;
  by: string;
}

export interface ImportEvent {
  importId: string;
  status: string;
  groupIds: string[];
}

export interface PresenceMember {
  accountId: string;
  firstName: string;
  lastName: string;
  keyId: string | null;
  language: string | null;
}

export interface PresenceEvent {
  groupId: string;
  members: PresenceMember[];
}

export interface CommentEvent {
  keyId: string;
  language: string | null;
  commentId: string;
  kind: 'added' | 'resolved' | 'deleted';
  by: string;
}

export interface SuggestionEvent {
  keyId: string;
  language: string;
  suggestionId: string;
  status: 'OPEN' | 'ACCEPTED' | 'REJECTED';
  by: string;
}

/** `job`: a job's progress (aids contract, "Pre-translation"); its counts of values written come from `job(id)`. */
export interface JobEvent {
  id: string;
  state: 'QUEUED' | 'RUNNING' | 'DONE' | 'FAILED' | 'CANCELLED';
  done: number;
  total: number;
}

/** Values' issues changed without their texts (a glossary or check setting changed); null: every group. */
export interface IssuesEvent {
  groupIds: string[] | null;
}

/** The events of collaboration-contract.md's stream, by name; `reset` says: reload what you show. */
export interface ProjectEventMap {
  translation: TranslationEvent;
  key: KeyEvent;
  import: ImportEvent;
  presence: PresenceEvent;
  comment: CommentEvent;
  suggestion: SuggestionEvent;
  job: JobEvent;
  issues: IssuesEvent;
  reset: Record<string, never>;
}

export type ProjectEventHandlers = { [K in keyof ProjectEventMap]?: (data: ProjectEventMap[K]) => void };

/** `disconnected` from the first failure until the browser's own reconnect opens the stream again. */
export type EventStreamStatus = 'connecting' | 'open' | 'disconnected';

const eventNames: (keyof ProjectEventMap)[] = [
  'translation',
  'key',
  'import',
  'presence',
  'comment',
  'suggestion',
  'job',
  'issues',
  'reset',
];

/**
 * The project's live updates (GET /api/projects/{id}/events). EventSource reconnects by itself and
 * sends Last-Event-ID, so the server resends what was missed or answers `reset`. The handlers may
 * change on every render; the stream stays open while the project does and `enabled` holds.
 */
export function useProjectEvents(
  projectId: string,
  handlers: ProjectEventHandlers,
  enabled = true,
): EventStreamStatus {
  const [status, setStatus] = useState<EventStreamStatus>('connecting');
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => {
    if (typeof EventSource === 'undefined' || !enabled) return;
    setStatus('connecting');
    const source = new EventSource(`/api/projects/${encodeURIComponent(projectId)}/events`, {
      withCredentials: true,
    });
    source.onopen = () => setStatus('open');
    source.onerror = () => setStatus('disconnected');
    for (const name of eventNames) {
      source.addEventListener(name, (event) => {
        let data: unknown;
        try {
          data = JSON.parse((event as MessageEvent<string>).data);
        } catch {
          return;
        }
        (handlersRef.current[name] as ((data: unknown) => void) | undefined)?.(data);
      });
    }
    return () => source.close();
  }, [projectId, enabled]);

  return status;
}

/** Where the viewer is in a group: the cell being edited, or none (POST …/presence). */
export interface PresencePlace {
  groupId: string;
  keyId: string | null;
  language: string | null;
}

/** Tells the project where the viewer is; answers the viewer's own account id. */
export const sendPresence = (projectId: string, place: PresencePlace) =>
  post<{ accountId: string }>(`/api/projects/${encodeURIComponent(projectId)}/presence`, place);
