import type { ApiScope, ProjectAction } from '@verba/contract';

/**
 * Every operation of the API, the permission-table action it is authorized by, and the scope an
 * API key needs for it. The action is a project action, `account` (the signed-in account's own
 * business, no project yet or an invitation's link) or `public`. `key: null` is an operation no
 * key may make (the account's own, or a person's job: managing the project, members and keys).
 * Every mutation takes WRITE from a key, imports IMPORT (pipeline contract).
 *
 * This table is the declaration: the GraphQL schema and the REST routes refuse to build with a
 * field or route missing here (operation-guard.ts), a key's scopes are checked against it before
 * the operation runs, and the matrix test (test/access/access-matrix.test.ts) runs every row as
 * every role and every key scope set.
 */
export type OperationRule = ProjectAction | 'account' | 'public';

export interface Operation {
  action: OperationRule;
  /** The scope an API key needs; null: no key may. */
  key: ApiScope | null;
}

/** GraphQL: every Mutation field, every Query field, and every field of Project. */
export const graphqlOperations: Record<string, Operation> = {
  'Query.viewer': { action: 'account', key: null },
  'Query.plans': { action: 'public', key: null },
  'Query.project': { action: 'read', key: 'READ' },
  'Query.group': { action: 'read', key: 'READ' },
  'Query.invitation': { action: 'account', key: null },
  'Query.job': { action: 'read', key: 'READ' },

  'Project.id': { action: 'read', key: 'READ' },
  'Project.name': { action: 'read', key: 'READ' },
  'Project.baseLanguage': { action: 'read', key: 'READ' },
  'Project.createdAt': { action: 'read', key: 'READ' },
  'Project.groups': { action: 'read', key: 'READ' },
  'Project.languages': { action: 'read', key: 'READ' },
  'Project.progress': { action: 'read', key: 'READ' },
  'Project.keyCount': { action: 'read', key: 'READ' },
  'Project.viewerRole': { action: 'read', key: 'READ' },
  'Project.viewerPermissions': { action: 'read', key: 'READ' },
  'Project.members': { action: 'read', key: 'READ' },
  'Project.invitations': { action: 'manageMembers', key: null },
  'Project.apiKeys': { action: 'manageApiKeys', key: null },
  // Every member reads the distributions: a developer puts the URL into the app's code.
  'Project.distributions': { action: 'read', key: 'READ' },
  'Project.translatorsSuggest': { action: 'read', key: 'READ' },
  // Webhooks are the project's settings: MANAGER and OWNER, and no API key scope (pipeline contract).
  'Project.webhooks': { action: 'manageProject', key: null },
  'Project.machineProviders': { action: 'read', key: 'READ' },
  // Not a root field, so not required at start; declared because a suggestion spends the owner's
  // machine characters: it takes the right to write that cell (aids contract), from a key WRITE.
  'Key.machine': { action: 'translate', key: 'WRITE' },
  'Project.checks': { action: 'read', key: 'READ' },
  'Project.issueSummary': { action: 'read', key: 'READ' },
  'Project.glossary': { action: 'read', key: 'READ' },

  'Mutation.createProject': { action: 'account', key: null },
  'Mutation.changePlan': { action: 'account', key: null },
  'Mutation.updateProject': { action: 'manageProject', key: null },
  'Mutation.deleteProject': { action: 'deleteProject', key: null },
  'Mutation.createGroup': { action: 'editKeys', key: 'WRITE' },
  'Mutation.updateGroup': { action: 'editKeys', key: 'WRITE' },
  'Mutation.deleteGroup': { action: 'editKeys', key: 'WRITE' },
  // Not in the contract's table: a group's file shape is part of its keys' files, so editKeys.
  'Mutation.updateFileShape': { action: 'editKeys', key: 'WRITE' },
  'Mutation.addLanguages': { action: 'manageProject', key: null },
  'Mutation.removeLanguage': { action: 'manageProject', key: null },
  'Mutation.createKeys': { action: 'editKeys', key: 'WRITE' },
  'Mutation.updateKey': { action: 'editKeys', key: 'WRITE' },
  'Mutation.moveKeys': { action: 'editKeys', key: 'WRITE' },
  'Mutation.deleteKeys': { action: 'editKeys', key: 'WRITE' },
  'Mutation.setTranslation': { action: 'translate', key: 'WRITE' },
  // Check settings are the project's settings (aids contract): MANAGER and OWNER, no key.
  'Mutation.updateCheck': { action: 'manageProject', key: null },
  // The aids contract: glossary settings are MANAGER's and OWNER's, as the check settings; no key
  // (it names only pre-translation for keys).
  'Mutation.createGlossaryTerm': { action: 'manageProject', key: null },
  'Mutation.updateGlossaryTerm': { action: 'manageProject', key: null },
  'Mutation.deleteGlossaryTerm': { action: 'manageProject', key: null },
  // A reviewer of each item's language dismisses (checked per item, as a value's review right is).
  'Mutation.dismissIssues': { action: 'dismissIssues', key: 'WRITE' },
  'Mutation.setTranslations': { action: 'translate', key: 'WRITE' },
  'Mutation.revertTranslation': { action: 'translate', key: 'WRITE' },
  'Mutation.inviteMembers': { action: 'manageMembers', key: null },
  'Mutation.resendInvitation': { action: 'manageMembers', key: null },
  'Mutation.revokeInvitation': { action: 'manageMembers', key: null },
  'Mutation.acceptInvitation': { action: 'account', key: null },
  'Mutation.respondToInvitation': { action: 'account', key: null },
  'Mutation.updateMember': { action: 'manageMembers', key: null },
  'Mutation.removeMember': { action: 'manageMembers', key: null },
  // Any member may leave but the owner (BAD_USER_INPUT); it is the account's own step, never a key's.
  'Mutation.leaveProject': { action: 'read', key: null },
  'Mutation.transferOwnership': { action: 'deleteProject', key: null },
  // The author may also resolve and delete their own comment (comment-service.ts), a key with WRITE too.
  'Mutation.addComment': { action: 'read', key: 'WRITE' },
  'Mutation.resolveComment': { action: 'translate', key: 'WRITE' },
  'Mutation.deleteComment': { action: 'manageMembers', key: 'WRITE' },
  // Language-bound: a translator suggests in their languages, a reviewer decides in theirs.
  'Mutation.suggestTranslation': { action: 'translate', key: 'WRITE' },
  'Mutation.acceptSuggestion': { action: 'review', key: 'WRITE' },
  'Mutation.rejectSuggestion': { action: 'review', key: 'WRITE' },
  'Mutation.createApiKey': { action: 'manageApiKeys', key: null },
  'Mutation.revokeApiKey': { action: 'manageApiKeys', key: null },
  'Mutation.createDistribution': { action: 'publishReleases', key: 'WRITE' },
  'Mutation.updateDistribution': { action: 'publishReleases', key: 'WRITE' },
  'Mutation.publishRelease': { action: 'publishReleases', key: 'WRITE' },
  'Mutation.deleteDistribution': { action: 'publishReleases', key: 'WRITE' },
  'Mutation.createWebhook': { action: 'manageProject', key: null },
  'Mutation.updateWebhook': { action: 'manageProject', key: null },
  'Mutation.deleteWebhook': { action: 'manageProject', key: null },
  'Mutation.pingWebhook': { action: 'manageProject', key: null },
  // Into the signed-in account's own memory (aids contract): a person's, no key's.
  'Mutation.importMemory': { action: 'account', key: null },
  // The TMX import's preview and discard (docs/api-contract-extensions.md): the uploader's own.
  'Query.memoryImportPreview': { action: 'account', key: null },
  'Mutation.discardMemoryUpload': { action: 'account', key: null },
  'Mutation.redeliver': { action: 'manageProject', key: null },
  // Aids contract: MANAGER and OWNER, and an API key with WRITE.
  'Mutation.pretranslate': { action: 'pretranslate', key: 'WRITE' },
  'Mutation.cancelJob': { action: 'pretranslate', key: 'WRITE' },
};

/** REST: every route outside /api/auth (the account's own), by method and path. */
export const restOperations: Record<string, Operation> = {
  'GET /api/health': { action: 'public', key: null },
  'GET /api/ready': { action: 'public', key: null },
  'GET /api/graphql': { action: 'public', key: null },
  'POST /api/graphql': { action: 'public', key: null },
  'GET /api/projects/:projectId/export': { action: 'read', key: 'READ' },
  'GET /api/groups/:groupId/export/:file': { action: 'read', key: 'READ' },
  'POST /api/projects/:projectId/imports': { action: 'editKeys', key: 'IMPORT' },
  // An import is its uploader's: another account's id is NOT_FOUND; apply checks editKeys again.
  'GET /api/imports/:importId': { action: 'account', key: 'IMPORT' },
  'POST /api/imports/:importId/apply': { action: 'editKeys', key: 'IMPORT' },
  'POST /api/imports/:importId/discard': { action: 'account', key: 'IMPORT' },
  // Exchange files (aids contract): a language out to read, back as an import preview.
  'GET /api/projects/:projectId/exchange': { action: 'read', key: 'READ' },
  'POST /api/projects/:projectId/exchange': { action: 'editKeys', key: 'IMPORT' },
  'GET /api/projects/:projectId/events': { action: 'read', key: 'READ' },
  // Translation memory's TMX (aids contract): a project's pairs; an upload into the account's memory.
  'GET /api/projects/:projectId/memory.tmx': { action: 'read', key: 'READ' },
  'GET /api/projects/:projectId/glossary.csv': { action: 'read', key: 'READ' },
  'GET /api/projects/:projectId/glossary.tbx': { action: 'read', key: 'READ' },
  'POST /api/projects/:projectId/glossary': { action: 'manageProject', key: null },
  'POST /api/memory/uploads': { action: 'account', key: null },
  'POST /api/projects/:projectId/presence': { action: 'read', key: 'READ' },
  // The public REST API (pipeline contract): the routes above again, and its own reads.
  'GET /api/openapi.json': { action: 'public', key: null },
  'GET /api/docs': { action: 'public', key: null },
  'GET /api/docs/': { action: 'public', key: null },
  'GET /api/docs/js/scalar.js': { action: 'public', key: null },
  'GET /api/v1/projects/:projectId': { action: 'read', key: 'READ' },
  'GET /api/v1/projects/:projectId/keys': { action: 'read', key: 'READ' },
  // Language-bound like setTranslations; creating missing keys takes editKeys.
  'PATCH /api/v1/projects/:projectId/translations': { action: 'translate', key: 'WRITE' },
  'GET /api/v1/projects/:projectId/export': { action: 'read', key: 'READ' },
  'GET /api/v1/groups/:groupId/export/:file': { action: 'read', key: 'READ' },
  'POST /api/v1/projects/:projectId/imports': { action: 'editKeys', key: 'IMPORT' },
  'GET /api/v1/imports/:importId': { action: 'account', key: 'IMPORT' },
  'POST /api/v1/imports/:importId/apply': { action: 'editKeys', key: 'IMPORT' },
  'POST /api/v1/imports/:importId/discard': { action: 'account', key: 'IMPORT' },
  'GET /api/v1/projects/:projectId/exchange': { action: 'read', key: 'READ' },
  'POST /api/v1/projects/:projectId/exchange': { action: 'editKeys', key: 'IMPORT' },
  // A release's files (pipeline contract): public, the token is their secret.
  'GET /cdn/:token/manifest.json': { action: 'public', key: null },
  'GET /cdn/:token/:language/:file': { action: 'public', key: null },
  'OPTIONS /cdn/:token/manifest.json': { action: 'public', key: null },
  'OPTIONS /cdn/:token/:language/:file': { action: 'public', key: null },
};
