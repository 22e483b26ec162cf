import type { ApiScope, ProjectAction } from '@verba/contract';

/**
 * The scope a key needs for each action (pipeline contract): READ reads and exports, WRITE edits
 * keys and values as a DEVELOPER would. Managing the project, its members and its keys takes a
 * person: no scope grants it. IMPORT is for imports only (the import operations' rows in operations.ts).
 */
export const scopeForAction: Record<ProjectAction, ApiScope | null> = {
  read: 'READ',
  translate: 'WRITE',
  review: 'WRITE',
  dismissIssues: 'WRITE',
  editKeys: 'WRITE',
  manageProject: null,
  manageMembers: null,
  manageApiKeys: null,
  // The contract lets a key with WRITE publish (a CI job after its push), within its creator's role.
  publishReleases: 'WRITE',
  // The aids contract lets a key with WRITE pre-translate, within its creator's role.
  pretranslate: 'WRITE',
  deleteProject: null,
};

/** Whether a key with these scopes has the one needed: WRITE reads what it writes, so it has READ too. */
export const scopesGrant = (scopes: readonly ApiScope[], needed: ApiScope): boolean =>
  scopes.includes(needed) || (needed === 'READ' && scopes.includes('WRITE'));
