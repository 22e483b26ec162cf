/**
 * What every api-client call resolves to, for REST and GraphQL alike: the answer, or the failure
 * as the server described it. Calls never throw and never show anything; the ui turns `code`
 * into a text in the user's language (falling back to `error`) and puts it at `field` and in a toast.
 */
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

export interface ApiFailure {
  ok: false;
  /** The server's machine code (api-contract.md), or one of the client's own below. */
  code: string;
  /** The server's message for a person, in English; empty when there was none. */
  error: string;
  /** The input field the failure is about, when the server named one. */
  field?: string;
  /** Seconds to wait before trying again (a 429's Retry-After). */
  retryAfter?: number;
  /** A GraphQL error's other extensions (VERSION_CONFLICT's `current`, KEY_CONFLICT's `conflictsWith`). */
  details?: Record<string, unknown>;
}

/** No answer at all: offline, DNS, connection refused. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** An answer without the contract's `{error, code}`: a proxy's HTML page, a cut-off body. */
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';
/** The server is up but its database is not (503). */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
/**
 * A sensitive change refused until the person confirms it is them (POST /api/auth/reauth). Here, not
 * beside the reauth calls: every action checks for it, and a page with actions need not load those calls.
 */
export const REAUTH_REQUIRED = 'REAUTH_REQUIRED';

export function success<T>(data: T): ApiResult<T> {
  return { ok: true, data };
}

export function failure(code: string, error = '', field?: string): ApiFailure {
  return field === undefined ? { ok: false, code, error } : { ok: false, code, error, field };
}

/** Reads the contract's `{error, code, field}` out of a parsed body, whatever else it holds. */
export function failureFromBody(body: unknown): ApiFailure {
  if (!body || typeof body !== 'object') return failure(UNKNOWN_ERROR);
  const { error, code, field } = body as Record<string, unknown>;
  return failure(
    typeof code === 'string' ? code : UNKNOWN_ERROR,
    typeof error === 'string' ? error : '',
    typeof field === 'string' ? field : undefined,
  );
}
