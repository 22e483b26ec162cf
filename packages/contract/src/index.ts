export { statusOf } from './error-codes.ts';
export type {
  ApplyOptions,
  ExportOptions,
  ExportState,
  ExportStructure,
  Import,
  ImportFailureCode,
  ImportFilePreview,
  ImportFileShape,
  ImportIssue,
  ImportStatus,
} from './imports.ts';
export {
  EMAIL_MAX,
  IMPORT_UPLOAD_BYTES,
  invitationLimits,
  KEY_PAGE_SIZE,
  LANGUAGE_TAG_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROJECT_LANGUAGES_MAX,
  projectItemLimits,
  THREAD_PAGE_MAX,
  v1Limits,
  workspaceLimits,
} from './limits.ts';
export {
  type ApiScope,
  type AssignableRole,
  allows,
  apiScopes,
  assignableRoles,
  coversLanguage,
  type Membership,
  type ProjectAction,
  type ProjectRole,
  permissionTable,
  projectActions,
  projectRoles,
  type ViewerPermissions,
  viewerPermissions,
} from './permissions.ts';
export { type Plan, plans } from './plans.ts';
export type { CommentView, SuggestionStatus, SuggestionView } from './views.ts';
