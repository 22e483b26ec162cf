/** The events of collaboration-contract.md's stream, as the service that made the change emits them. */
export type ProjectEventName =
  | 'translation'
  | 'key'
  | 'import'
  | 'presence'
  | 'comment'
  | 'suggestion'
  // A release was published (pipeline contract): webhooks send it as release.published.
  | 'release';

export interface ProjectEvent {
  /** `<ms since epoch>-<random>`: unique across processes, and its time says whether it can resume. */
  id: string;
  projectId: string;
  event: ProjectEventName;
  data: Record<string, unknown>;
  /** What the processes tell one another beside the data (a presence ping); never sent to clients. */
  meta?: { presence?: PresenceEntry };
}

/** Where one member is: the group they have open and the cell they edit, as of `at` (ms). */
export interface PresenceEntry {
  accountId: string;
  firstName: string;
  lastName: string;
  groupId: string;
  keyId: string | null;
  language: string | null;
  at: number;
}

/** What a service hands the bus after its transaction commits; the bus gives it its id. */
export type Emit = (projectId: string, event: ProjectEventName, data: Record<string, unknown>) => void;

/** Services take an Emit; without one (scripts, tests of a service alone) nothing is announced. */
export const noEmit: Emit = () => {};
