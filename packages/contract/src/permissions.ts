// The teams contract's permission table, as data: the one place that says which role may do what.
// `languages` means the member's own languages (TRANSLATOR and REVIEWER), `true` every language.

export const projectRoles = ['OWNER', 'MANAGER', 'DEVELOPER', 'REVIEWER', 'TRANSLATOR', 'VIEWER'] as const;
export type ProjectRole = (typeof projectRoles)[number];

/** The roles a member can be given: OWNER changes hands only by transferring ownership. */
export const assignableRoles = [
  'MANAGER',
  'DEVELOPER',
  'REVIEWER',
  'TRANSLATOR',
  'VIEWER',
] as const satisfies readonly ProjectRole[];
export type AssignableRole = (typeof assignableRoles)[number];

/** Whether the role works in languages of its own (TRANSLATOR, REVIEWER): a grant limited to them. */
export const holdsLanguages = (role: ProjectRole): boolean =>
  projectActions.some((action) => permissionTable[action][role] === 'languages');

/** An API key's scopes (pipeline contract), in the order they are shown and stored. */
export const apiScopes = ['READ', 'WRITE', 'IMPORT'] as const;
export type ApiScope = (typeof apiScopes)[number];

export const projectActions = [
  /** the project, groups, keys, values, history, progress, members; export */
  'read',
  /** set values and the states EMPTY/TRANSLATED, revert values */
  'translate',
  /** set or clear REVIEWED */
  'review',
  /** dismiss a value's warnings (aids contract: REVIEWER for their languages, MANAGER, OWNER) */
  'dismissIssues',
  /** create, update, move, delete keys; create, rename, delete groups; import */
  'editKeys',
  /** add and remove languages; rename the project; change its base language */
  'manageProject',
  /** invite, change and remove members (never the owner); see invitations and e-mail addresses */
  'manageMembers',
  /** see, create and revoke the project's API keys (pipeline contract) */
  'manageApiKeys',
  /** create, change, publish and delete the project's distributions (pipeline contract, releases) */
  'publishReleases',
  /** pre-translate languages from memory or machine translation, and cancel such a job (aids contract) */
  'pretranslate',
  /** delete the project; transfer ownership */
  'deleteProject',
] as const;
export type ProjectAction = (typeof projectActions)[number];

type Grant = boolean | 'languages';

export const permissionTable: Record<ProjectAction, Record<ProjectRole, Grant>> = {
  read: { VIEWER: true, TRANSLATOR: true, REVIEWER: true, DEVELOPER: true, MANAGER: true, OWNER: true },
  translate: {
    VIEWER: false,
    TRANSLATOR: 'languages',
    REVIEWER: 'languages',
    DEVELOPER: true,
    MANAGER: true,
    OWNER: true,
  },
  review: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: 'languages',
    DEVELOPER: true,
    MANAGER: true,
    OWNER: true,
  },
  dismissIssues: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: 'languages',
    DEVELOPER: false,
    MANAGER: true,
    OWNER: true,
  },
  editKeys: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: true,
    MANAGER: true,
    OWNER: true,
  },
  pretranslate: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: false,
    MANAGER: true,
    OWNER: true,
  },
  manageProject: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: false,
    MANAGER: true,
    OWNER: true,
  },
  manageMembers: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: false,
    MANAGER: true,
    OWNER: true,
  },
  publishReleases: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: false,
    MANAGER: true,
    OWNER: true,
  },
  manageApiKeys: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: true,
    MANAGER: true,
    OWNER: true,
  },
  deleteProject: {
    VIEWER: false,
    TRANSLATOR: false,
    REVIEWER: false,
    DEVELOPER: false,
    MANAGER: false,
    OWNER: true,
  },
};

export interface Membership {
  role: ProjectRole;
  /** The member's languages; empty means every target language (the base language only when named). */
  languages: readonly string[];
}

/**
 * With "translators suggest, reviewers decide" on, a TRANSLATOR's saves are suggestions, never
 * values (collaboration contract): the server refuses their writes, the editor sends suggestions.
 */
export const suggestsOnly = (membership: Membership, project: { translatorsSuggest: boolean }): boolean =>
  project.translatorsSuggest && membership.role === 'TRANSLATOR';

/** Whether a language is one of the member's own: an empty list covers every target language. */
export function coversLanguage(membership: Membership, language: string, baseLanguage: string): boolean {
  if (membership.languages.length === 0) return language !== baseLanguage;
  return membership.languages.includes(language);
}

/**
 * Whether the membership allows the action; language-bound actions (translate, review) name the
 * language, and a grant limited to the member's languages allows only those.
 */
export function allows(
  membership: Membership,
  action: ProjectAction,
  scope?: { language: string; baseLanguage: string },
): boolean {
  const grant = permissionTable[action][membership.role];
  if (grant !== 'languages') return grant;
  return scope !== undefined && coversLanguage(membership, scope.language, scope.baseLanguage);
}

/** Project.viewerPermissions: what the viewer may do in the project, the languages spelled out. */
export interface ViewerPermissions {
  translateLanguages: string[];
  reviewLanguages: string[];
  /** Tags the viewer may dismiss warnings in (the `dismissIssues` action, aids contract). */
  dismissLanguages: string[];
  editKeys: boolean;
  manageProject: boolean;
  manageMembers: boolean;
  manageApiKeys: boolean;
  publishReleases: boolean;
  deleteProject: boolean;
  /** The viewer's saves are sent as suggestions (`suggestsOnly`). */
  suggestOnly: boolean;
}

/**
 * The viewer's permissions from the table, for the server and the mocks alike; `within` limits
 * them further (an API key's scopes), so the app shows only what the call would be allowed.
 */
export function viewerPermissions(
  membership: Membership,
  project: { baseLanguage: string; languageTags: readonly string[]; translatorsSuggest: boolean },
  within: (action: ProjectAction) => boolean = () => true,
): ViewerPermissions {
  const { baseLanguage, languageTags } = project;
  const may = (action: ProjectAction) => within(action) && allows(membership, action);
  const languagesFor = (action: 'translate' | 'review' | 'dismissIssues') =>
    within(action)
      ? languageTags.filter((language) => allows(membership, action, { language, baseLanguage }))
      : [];
  return {
    translateLanguages: languagesFor('translate'),
    reviewLanguages: languagesFor('review'),
    dismissLanguages: languagesFor('dismissIssues'),
    editKeys: may('editKeys'),
    manageProject: may('manageProject'),
    manageMembers: may('manageMembers'),
    manageApiKeys: may('manageApiKeys'),
    publishReleases: may('publishReleases'),
    deleteProject: may('deleteProject'),
    suggestOnly: suggestsOnly(membership, project),
  };
}
