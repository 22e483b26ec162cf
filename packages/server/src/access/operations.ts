import type { ProjectAction } from '@verba/contract';

/**
 * Every operation of the API and the permission-table action it is authorized by: a project
 * action, `account` (the signed-in account's own business, no project yet or an invitation's
 * link) or `public`. The services call `authorize` with these actions; the matrix test
 * (test/access/access-matrix.test.ts) runs each one as every role and fails for an operation
 * missing here, so a new mutation, project field or route starts by adding its row.
 */
export type OperationRule = ProjectAction | 'account' | 'public';

/** GraphQL: every Mutation field, every Query field, and every field of Project. */
export const graphqlOperations: Record<string, OperationRule> = {
  'Query.viewer': 'account',
  'Query.plans': 'public',
  'Query.project': 'read',
  'Query.group': 'read',
  'Query.invitation': 'account',

  'Project.id': 'read',
  'Project.name': 'read',
  'Project.baseLanguage': 'read',
  'Project.createdAt': 'read',
  'Project.groups': 'read',
  'Project.languages': 'read',
  'Project.progress': 'read',
  'Project.keyCount': 'read',
  'Project.viewerRole': 'read',
  'Project.viewerPermissions': 'read',
  'Project.members': 'read',
  'Project.invitations': 'manageMembers',
  'Project.apiKeys': 'manageApiKeys',
  // Every member reads the distributions: a developer puts the URL into the app's code.
  'Project.distributions': 'read',
  'Project.translatorsSuggest': 'read',
  // Webhooks are the project's settings: MANAGER and OWNER, and no API key scope (pipeline contract).
  'Project.webhooks': 'manageProject',

  'Mutation.createProject': 'account',
  'Mutation.changePlan': 'account',
  'Mutation.updateProject': 'manageProject',
  'Mutation.deleteProject': 'deleteProject',
  'Mutation.createGroup': 'editKeys',
  'Mutation.updateGroup': 'editKeys',
  'Mutation.deleteGroup': 'editKeys',
  // Not in the contract's table: a group's file shape is part of its keys' files, so editKeys.
  'Mutation.updateFileShape': 'editKeys',
  'Mutation.addLanguages': 'manageProject',
  'Mutation.removeLanguage': 'manageProject',
  'Mutation.createKeys': 'editKeys',
  'Mutation.updateKey': 'editKeys',
  'Mutation.moveKeys': 'editKeys',
  'Mutation.deleteKeys': 'editKeys',
  'Mutation.setTranslation': 'translate',
  'Mutation.setTranslations': 'translate',
  'Mutation.revertTranslation': 'translate',
  'Mutation.inviteMembers': 'manageMembers',
  'Mutation.resendInvitation': 'manageMembers',
  'Mutation.revokeInvitation': 'manageMembers',
  'Mutation.acceptInvitation': 'account',
  'Mutation.respondToInvitation': 'account',
  'Mutation.updateMember': 'manageMembers',
  'Mutation.removeMember': 'manageMembers',
  // Any member may leave but the owner (BAD_USER_INPUT).
  'Mutation.leaveProject': 'read',
  'Mutation.transferOwnership': 'deleteProject',
  // The author may also resolve and delete their own comment (comment-service.ts).
  'Mutation.addComment': 'read',
  'Mutation.resolveComment': 'translate',
  'Mutation.deleteComment': 'manageMembers',
  // Language-bound: a translator suggests in their languages, a reviewer decides in theirs.
  'Mutation.suggestTranslation': 'translate',
  'Mutation.acceptSuggestion': 'review',
  'Mutation.rejectSuggestion': 'review',
  'Mutation.createApiKey': 'manageApiKeys',
  'Mutation.revokeApiKey': 'manageApiKeys',
  'Mutation.createDistribution': 'publishReleases',
  'Mutation.updateDistribution': 'publishReleases',
  'Mutation.publishRelease': 'publishReleases',
  'Mutation.deleteDistribution': 'publishReleases',
  'Mutation.createWebhook': 'manageProject',
  'Mutation.updateWebhook': 'manageProject',
  'Mutation.deleteWebhook': 'manageProject',
  'Mutation.pingWebhook': 'manageProject',
  'Mutation.redeliver': 'manageProject',
};

/** REST: every route outside /api/auth (the account's own), by method and path. */
export const restOperations: Record<string, OperationRule> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/graphql': 'public',
  'POST /api/graphql': 'public',
  'GET /api/projects/:projectId/export': 'read',
  'GET /api/groups/:groupId/export/:file': 'read',
  'POST /api/projects/:projectId/imports': 'editKeys',
  // An import is its uploader's: another account's id is NOT_FOUND; apply checks editKeys again.
  'GET /api/imports/:importId': 'account',
  'POST /api/imports/:importId/apply': 'editKeys',
  'POST /api/imports/:importId/discard': 'account',
  'GET /api/projects/:projectId/events': 'read',
  'POST /api/projects/:projectId/presence': 'read',
  // The public REST API (pipeline contract): the routes above again, and its own reads.
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/docs/': 'public',
  'GET /api/docs/js/scalar.js': 'public',
  'GET /api/v1/projects/:projectId': 'read',
  'GET /api/v1/projects/:projectId/keys': 'read',
  // Language-bound like setTranslations; creating missing keys takes editKeys.
  'PATCH /api/v1/projects/:projectId/translations': 'translate',
  'GET /api/v1/projects/:projectId/export': 'read',
  'GET /api/v1/groups/:groupId/export/:file': 'read',
  'POST /api/v1/projects/:projectId/imports': 'editKeys',
  'GET /api/v1/imports/:importId': 'account',
  'POST /api/v1/imports/:importId/apply': 'editKeys',
  'POST /api/v1/imports/:importId/discard': 'account',
  // A release's files (pipeline contract): public, the token is their secret.
  'GET /cdn/:token/manifest.json': 'public',
  'GET /cdn/:token/:language/:file': 'public',
  'OPTIONS /cdn/:token/manifest.json': 'public',
  'OPTIONS /cdn/:token/:language/:file': 'public',
};
