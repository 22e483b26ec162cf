import type { AuthenticateApiKey } from '../api-keys/api-key-auth.ts';
import type { Cookies } from '../http/cookies.ts';
import type { RequireFreshSession, RequireSession } from '../http/require-session.ts';
import type { LimitWrites } from '../rate-limit/write-limit-hook.ts';

/** What every route module shares: the cookies with their options, and the session guards. */
export interface RouteContext {
  cookies: Cookies;
  requireSession: RequireSession;
  /**
   * For sensitive changes, as a route's onRequest hook under `requireSignedIn`: the session signed in
   * or re-checked a factor in the last 10 minutes, else 403 REAUTH_REQUIRED.
   */
  requireFreshSession: RequireFreshSession;
  /** A hook spending the account's write budget (429 RATE_LIMITED past it), shared with GraphQL. */
  limitWrites: LimitWrites;
  /** The principal of an API key's Bearer secret (401 INVALID_API_KEY, 429 past its limit). */
  apiKeys: AuthenticateApiKey;
}
