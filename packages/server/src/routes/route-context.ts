import type { Cookies } from '../http/cookies.ts';
import type { RequireFreshSession, RequireSession } from '../http/require-session.ts';

/** What every route module shares: the cookies with their options, and the session guards. */
export interface RouteContext {
  cookies: Cookies;
  requireSession: RequireSession;
  /** For sensitive changes: a session that signed in or re-checked a factor in the last 10 minutes. */
  requireFreshSession: RequireFreshSession;
}
