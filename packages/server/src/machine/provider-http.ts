import { ProviderError } from './provider.ts';

export interface HttpPolicy {
  /** One attempt's time before it is given up (the caller's signal bounds them all). */
  attemptTimeoutMs: number;
  /** Attempts after the first, on 429, 5xx or a network failure. */
  retries: number;
  /** The first wait; each retry waits twice as long, or what Retry-After asks (capped). */
  backoffMs: number;
}

export const defaultHttpPolicy: HttpPolicy = { attemptTimeoutMs: 8000, retries: 3, backoffMs: 250 };
const maxWaitMs = 5000;

const retryable = (status: number) => status === 429 || status >= 500;

function waitFor(response: Response | null, attempt: number, policy: HttpPolicy): number {
  const header = response?.headers.get('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  const asked = Number.isFinite(seconds) ? seconds * 1000 : policy.backoffMs * 2 ** attempt;
  return Math.min(asked, maxWaitMs);
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

/**
 * Sends a request (JSON body, if any) and reads JSON back, retrying with backoff on 429, 5xx and
 * network failures. An answer without a body (204) is null. Any failure is a ProviderError whose
 * message names the provider and what happened, never the body.
 */
export async function requestJson(
  provider: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
  policy: HttpPolicy = defaultHttpPolicy,
): Promise<unknown> {
  for (let attempt = 0; ; attempt++) {
    let response: Response | null = null;
    let failure: string;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.any([signal, AbortSignal.timeout(policy.attemptTimeoutMs)]),
      });
      if (response.ok) {
        if (response.status === 204) return null;
        try {
          return await response.json();
        } catch {
          throw new ProviderError(`${provider} answered something that is not JSON.`);
        }
      }
      await response.body?.cancel();
      failure = `${provider} refused the request (HTTP ${response.status}).`;
      if (!retryable(response.status)) throw new ProviderError(failure);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (signal.aborted) throw new ProviderError(`${provider} did not answer in time.`);
      failure = isTimeout(error)
        ? `${provider} did not answer in time.`
        : `${provider} could not be reached.`;
    }
    if (attempt >= policy.retries) throw new ProviderError(failure);
    try {
      await sleep(waitFor(response, attempt, policy), signal);
    } catch {
      throw new ProviderError(`${provider} did not answer in time.`);
    }
  }
}

/** POSTs JSON and reads JSON back (requestJson). */
export const postJson = (
  provider: string,
  url: string,
  body: unknown,
  headers: Record<string, string>,
  signal: AbortSignal,
  policy: HttpPolicy = defaultHttpPolicy,
) => requestJson(provider, 'POST', url, body, headers, signal, policy);
