import type { Cookies } from '../http/cookies.ts';
import type { RequireSession } from '../http/require-session.ts';

/** What every route module shares: the cookies with their options, and the session guard. */
export interface RouteContext {
  cookies: Cookies;
  requireSession: RequireSession;
}
