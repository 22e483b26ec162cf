export type {
  ApplyOptions,
  ExchangeFormat,
  ExchangeOptions,
  ExchangeState,
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
} from '@verba/contract';
// The roles and scopes the screens offer, from the contract's one table.
export {
  type AssignableRole,
  apiScopes,
  assignableRoles,
  holdsLanguages,
} from '@verba/contract';
export {
  changeEmail,
  changePassword,
  confirmAccount,
  confirmEmailChange,
  declineAccount,
  deleteAccount,
  forgotPassword,
  type InvitationForSignUp,
  invitationForSignUp,
  type LoginResult,
  login,
  type Registration,
  register,
  resetPassword,
  type Success,
  unlockPasswordSignIn,
  updateProfile,
} from './auth/account-calls.ts';
export {
  type AuthContextValue,
  AuthProvider,
  type AuthProviderProps,
  useAuth,
} from './auth/auth-provider.tsx';
export { AUTH_BASE, fetchInfo, hasSignedInHint, logout } from './auth/calls.ts';
export * as rules from './auth/rules.ts';
export {
  confirmTwoFactorSetup,
  disableTwoFactor,
  disableTwoFactorWithRecoveryCode,
  loginWithCode,
  loginWithRecoveryCode,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorSetup,
} from './auth/second-factor-calls.ts';
export {
  endOtherSessions,
  endSession,
  exportMyData,
  fetchSecurityLog,
  type LockDownResult,
  listSessions,
  lockDownAccount,
  passkeysForReset,
  reauthWithCode,
  reauthWithPassword,
  type SecurityEvent,
  type SessionInfo,
} from './auth/session-calls.ts';
export type { AuthState, Passkey, PendingRemoval, User } from './auth/types.ts';
export { type GraphqlErrorCode, graphqlFailure } from './graphql-failure.ts';
export { type ApiError, post, request } from './http.ts';
export {
  applyImport,
  discardImport,
  getImport,
  groupExportUrl,
  IMPORT_UPLOAD_LIMIT,
  type ImportUpload,
  MEMORY_UPLOAD_LIMIT,
  PAYLOAD_TOO_LARGE,
  projectExchangeUrl,
  projectExportUrl,
  projectGlossaryUrl,
  projectMemoryTmxUrl,
  uploadImport,
  uploadMemory,
} from './imports/import-calls.ts';
export {
  type ApiFailure,
  type ApiResult,
  DATABASE_UNAVAILABLE,
  NETWORK_ERROR,
  REAUTH_REQUIRED,
  UNKNOWN_ERROR,
} from './result.ts';
