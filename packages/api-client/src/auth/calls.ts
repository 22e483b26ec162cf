import { post, request } from '../http.ts';
import type { User } from './types.ts';

export const AUTH_BASE = '/api/auth';

/** GET /api/auth/info: the signed-in user, or null when signed out (no toast: that is a normal state). */
export function fetchInfo(): Promise<User | null> {
  return request<User>(`${AUTH_BASE}/info`, { method: 'GET' }, { quiet: true });
}

/** POST /api/auth/logout: true when the server ended the session. */
export async function logout(): Promise<boolean> {
  return (await post<{ success: boolean }>(`${AUTH_BASE}/logout`)) !== null;
}
