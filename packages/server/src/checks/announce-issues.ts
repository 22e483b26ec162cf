import type { Emit } from '../events/project-event.ts';

/**
 * The stream's `issues` event, once a change commits that altered values' issues but not their
 * texts (a glossary change's recheck, a check setting): open editors of these groups (null: of
 * every group) reload what they show. One event for any number of values.
 */
export function announceIssues(emit: Emit, projectId: string, groupIds: ReadonlySet<string> | null) {
  if (groupIds?.size === 0) return;
  emit(projectId, 'issues', { groupIds: groupIds ? [...groupIds].sort() : null });
}
