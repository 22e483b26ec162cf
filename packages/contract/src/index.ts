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
  KeyLimit,
  LanguageAction,
  LanguageDecision,
  LanguageMatch,
} from './imports.ts';
export {
  EMAIL_MAX,
  IMPORT_UPLOAD_BYTES,
  invitationLimits,
  KEY_PAGE_SIZE,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  projectItemLimits,
  workspaceLimits,
} from './limits.ts';
export {
  allows,
  coversLanguage,
  type Membership,
  type ProjectAction,
  type ProjectRole,
  permissionTable,
  projectActions,
  projectRoles,
} from './permissions.ts';
export { type Plan, plans } from './plans.ts';
