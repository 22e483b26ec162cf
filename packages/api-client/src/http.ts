import { toast } from 'react-toastify/unstyled';

/** The body every failed /api call carries (api-contract.md). */
export interface ApiError {
  error: string;
  code: string;
}

export interface RequestOptions {
  /** Shown when the server gives no `error` (product-spec.md section 8). */
  fallbackError?: string;
  /** Do not toast a failure: for calls whose failure is an expected state, such as GET info. */
  quiet?: boolean;
}

export const GENERIC_ERROR = 'Something went wrong. Please try again.';

/** The one place an API failure becomes an error toast. */
export function showError(message: string): void {
  toast.error(message, { autoClose: 3000 });
}

async function readError(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
      return body.error;
  } catch {
    // A body that is not JSON carries no message for a person.
  }
  return undefined;
}

/**
 * Calls /api and resolves to the parsed JSON answer, or to null on any failure after showing
 * the server's `error` (or the fallback) as a toast. It never throws on HTTP or network errors.
 */
export async function request<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown } = {},
  options: RequestOptions = {},
): Promise<T | null> {
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
    if (!options.quiet) showError(options.fallbackError ?? GENERIC_ERROR);
    return null;
  }
  if (!response.ok) {
    const message = await readError(response);
    if (!options.quiet) showError(message ?? options.fallbackError ?? GENERIC_ERROR);
    return null;
  }
  try {
    return (await response.json()) as T;
  } catch {
    if (!options.quiet) showError(options.fallbackError ?? GENERIC_ERROR);
    return null;
  }
}

/** POST a JSON body to /api; resolves to the answer or null. */
export function post<T>(path: string, body: unknown = {}, options?: RequestOptions): Promise<T | null> {
  return request<T>(path, { method: 'POST', body }, options);
}
