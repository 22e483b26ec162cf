export {
  changeEmail,
  changePassword,
  confirmAccount,
  confirmEmailChange,
  declineAccount,
  deleteAccount,
  forgotPassword,
  type LoginResult,
  login,
  type Registration,
  register,
  resetPassword,
  updateProfile,
} from './auth/account-calls.ts';
export {
  type AuthContextValue,
  AuthProvider,
  type AuthProviderProps,
  useAuth,
} from './auth/auth-provider.tsx';
export { AUTH_BASE, fetchInfo, logout } from './auth/calls.ts';
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
export type { AuthState, Passkey, User } from './auth/types.ts';
export { type ApiError, GENERIC_ERROR, post, type RequestOptions, request, showError } from './http.ts';
