import { type ApiResult, DATABASE_UNAVAILABLE } from '../result.ts';
import type { AuthState, User } from './types.ts';

/** The state /api/auth/info's answer means: a database outage is not taken for being signed out. */
export function authStateFrom(info: ApiResult<User>): AuthState {
  if (info.ok) return { status: 'signedIn', user: info.data };
  return info.code === DATABASE_UNAVAILABLE ? { status: 'unavailable' } : { status: 'signedOut' };
}
