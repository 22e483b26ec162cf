import { post } from '../http.ts';
import type { ApiResult } from '../result.ts';
import { AUTH_BASE } from './calls.ts';

// Each call resolves to an ApiResult; the ui shows a failure (product-spec.md section 8).

/** The answer of a call that has nothing else to say. */
export type Success = { success: boolean };

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string;
  /**
   * The invitation link's token: the account is confirmed, joins the project and is signed in at
   * once, and the answer names the project (docs/api-contract-extensions.md).
   */
  invitationToken?: string;
}

/** What an invitation link invites to, as its sign-up page shows it (signed out). */
export interface InvitationForSignUp {
  email: string;
  projectName: string;
  role: string;
  languages: string[];
  invitedBy: string;
  expiresAt: string;
}

export type LoginResult = { status: 'ok' } | { status: '2fa' };

const call = (path: string, body: unknown): Promise<ApiResult<Success>> =>
  post<Success>(`${AUTH_BASE}${path}`, body);

export const register = (registration: Registration) =>
  post<Success & { projectId?: string }>(`${AUTH_BASE}/register`, registration);
/** The invitation a link's token names, for its sign-up page; INVALID_TOKEN once used, revoked or expired. */
export const invitationForSignUp = (token: string) =>
  post<InvitationForSignUp>(`${AUTH_BASE}/invitation`, { token });
export const confirmAccount = (token: string) => call('/confirm', { token });
export const declineAccount = (token: string) => call('/confirm/decline', { token });
export const login = (credentials: { email: string; password: string }) =>
  post<LoginResult>(`${AUTH_BASE}/login`, credentials);
export const forgotPassword = (email: string) => call('/password/forgot', { email });
/** `removePasskeys` also removes every passkey of the account (in case someone else added one). */
export const resetPassword = (token: string, newPassword: string, removePasskeys = false) =>
  call('/password/reset', removePasskeys ? { token, newPassword, removePasskeys } : { token, newPassword });
/** Uses the link mailed after 100 wrong passwords in a row: password sign-in works again. */
export const unlockPasswordSignIn = (token: string) => call('/unlock', { token });
export const updateProfile = (profile: { firstName: string; lastName: string }) =>
  call('/setup/profile', profile);
export const changeEmail = (change: { email: string; password: string }) => call('/setup/email', change);
export const confirmEmailChange = (token: string) => call('/setup/email/confirm', { token });
export const changePassword = (change: { oldPassword: string; newPassword: string }) =>
  call('/setup/password', change);
export const deleteAccount = (password: string) => call('/setup/delete', { password });
