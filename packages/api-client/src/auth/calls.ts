import { post, request } from '../http.ts';
import type { ApiResult } from '../result.ts';
import type { User } from './types.ts';

export const AUTH_BASE = '/api/auth';

/** The server sets the readable cookie `verba_signed_in=1` beside the session and clears both at sign-out. */
export const hasSignedInHint = (): boolean =>
  /(?:^|;\s*)(?:__Host-)?verba_signed_in=1(?:;|$)/.test(document.cookie);

/** GET /api/auth/info: the signed-in user; a failure (401 when signed out) is a normal state here. */
export function fetchInfo(): Promise<ApiResult<User>> {
  return request<User>(`${AUTH_BASE}/info`, { method: 'GET' });
}

/** POST /api/auth/logout: ends the session on the server. */
export function logout(): Promise<ApiResult<{ success: boolean }>> {
  return post<{ success: boolean }>(`${AUTH_BASE}/logout`);
}
