import { post } from '../http.ts';
import { AUTH_BASE } from './calls.ts';

// Each call resolves to true (or the answer) on success, and to false (or null) after the
// server's `error` was shown as a toast (product-spec.md section 8).

type Success = { success: boolean };

async function succeeded(path: string, body: unknown, fallbackError?: string): Promise<boolean> {
  return (await post<Success>(`${AUTH_BASE}${path}`, body, { fallbackError })) !== null;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string;
}

export type LoginResult = { status: 'ok' } | { status: '2fa' };

export function register(registration: Registration): Promise<boolean> {
  return succeeded('/register', registration);
}

export function confirmAccount(token: string): Promise<boolean> {
  return succeeded('/confirm', { token });
}

export function declineAccount(token: string): Promise<boolean> {
  return succeeded('/confirm/decline', { token });
}

export function login(credentials: { email: string; password: string }): Promise<LoginResult | null> {
  return post<LoginResult>(`${AUTH_BASE}/login`, credentials);
}

export function forgotPassword(email: string): Promise<boolean> {
  return succeeded('/password/forgot', { email });
}

export function resetPassword(token: string, newPassword: string): Promise<boolean> {
  return succeeded('/password/reset', { token, newPassword });
}

export function updateProfile(profile: { firstName: string; lastName: string }): Promise<boolean> {
  return succeeded('/setup/profile', profile, 'An unknown server prevented changing the name');
}

export function changeEmail(change: { email: string; password: string }): Promise<boolean> {
  return succeeded('/setup/email', change, 'An unknown server prevented changing the email');
}

export function confirmEmailChange(token: string): Promise<boolean> {
  return succeeded('/setup/email/confirm', { token }, 'An unknown server prevented changing the email');
}

export function changePassword(change: { oldPassword: string; newPassword: string }): Promise<boolean> {
  return succeeded('/setup/password', change, 'An unknown server prevented changing the password');
}

export function deleteAccount(password: string): Promise<boolean> {
  return succeeded('/setup/delete', { password }, 'An unknown server prevented deleting the account');
}
