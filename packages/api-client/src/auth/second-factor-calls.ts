import { post } from '../http.ts';
import type { LoginResult } from './account-calls.ts';
import { AUTH_BASE } from './calls.ts';

/** POST /api/auth/login/2fa: finishes a pending sign-in with a TOTP code; null after the error toast. */
export function loginWithCode(code: string): Promise<LoginResult | null> {
  return post<LoginResult>(`${AUTH_BASE}/login/2fa`, { code });
}
