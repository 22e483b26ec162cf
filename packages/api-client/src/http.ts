import { reportSessionEnded, UNAUTHENTICATED } from './auth/session-events.ts';
import {
  type ApiFailure,
  type ApiResult,
  failure,
  failureFromBody,
  NETWORK_ERROR,
  success,
  UNKNOWN_ERROR,
} from './result.ts';

const SESSION_PROBE = '/api/auth/info';

/** The body every failed /api call carries (api-contract.md). */
export interface ApiError {
  error: string;
  code: string;
  field?: string;
}

async function readFailure(response: Response): Promise<ApiFailure> {
  let result: ApiFailure;
  try {
    result = failureFromBody(await response.json());
  } catch {
    // A body that is not JSON (a proxy's error page) carries no message for a person.
    result = failure(UNKNOWN_ERROR);
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  return retryAfter > 0 ? { ...result, retryAfter } : result;
}

/**
 * Calls /api and resolves to `{ok: true, data}` with the parsed JSON answer, or to the failure as
 * the server described it (`{ok: false, code, error, field}`). It never throws and shows nothing.
 */
export async function request<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<ApiResult<T>> {
  const method = init.method ?? 'POST';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
    });
  } catch {
    return failure(NETWORK_ERROR);
  }
  if (!response.ok) {
    const failed = await readFailure(response);
    // The info call is how the page learns it is signed out; any other call finding no session means it ended.
    if (failed.code === UNAUTHENTICATED && path !== SESSION_PROBE) reportSessionEnded();
    return failed;
  }
  try {
    return success((await response.json()) as T);
  } catch {
    return failure(UNKNOWN_ERROR);
  }
}

/** POST a JSON body to /api. */
export function post<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return request<T>(path, { method: 'POST', body });
}
