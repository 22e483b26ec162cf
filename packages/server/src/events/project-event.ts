/** The events of collaboration-contract.md's stream, as the service that made the change emits them. */
export type ProjectEventName =
  | 'translation'
  | 'key'
  | 'import'
  | 'presence'
  | 'comment'
  | 'suggestion'
  // A release was published (pipeline contract): webhooks send it as release.published.
  | 'release'
  // A pre-translation's progress (aids contract): `{id, state, done, total}`.
  | 'job'
  // Values' issues changed without their texts (a glossary or check setting changed): `{groupIds}`
  // (null: every group), for open editors to reload what they show (api-contract-extensions.md).
  | 'issues';

export type EventData = Record<string, unknown>;

export interface ProjectEvent {
  /** `<ms since epoch>-<random>`: unique across processes, and its time says whether it can resume. */
  id: string;
  projectId: string;
  event: ProjectEventName;
  data: EventData;
  /** What the processes tell one another beside the data (a presence ping); never sent to clients. */
  meta?: { presence?: PresenceEntry };
}

/**
 * The events of one change (or of a slice of a big one): one project, one name, in order. The bus,
 * the streams, the webhooks and auto-publish take it whole, so a save of 20,000 values costs each of
 * them a step a slice of 1000, not a step a value.
 */
export type EventBatch = readonly ProjectEvent[];

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

/**
 * What a service hands the bus after its transaction commits; the bus gives each event its id. A
 * change of many values or keys is one call with a list: one batch.
 */
export type Emit = (
  projectId: string,
  event: ProjectEventName,
  data: EventData | readonly EventData[],
) => void;

/** Services take an Emit; without one (scripts, tests of a service alone) nothing is announced. */
export const noEmit: Emit = () => {};

/** Emits one batch a project for a change that may span several (a move or delete of many keys). */
export function emitByProject(
  emit: Emit,
  event: ProjectEventName,
  items: readonly { projectId: string; data: EventData }[],
): void {
  const byProject = new Map<string, EventData[]>();
  for (const { projectId, data } of items) {
    const list = byProject.get(projectId) ?? [];
    list.push(data);
    byProject.set(projectId, list);
  }
  for (const [projectId, data] of byProject) emit(projectId, event, data);
}
