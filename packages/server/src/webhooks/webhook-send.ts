import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './webhook-address.ts';

/** What one attempt came to: the answer's status (null when none came) and why it failed, if it did. */
export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export const defaultTimeoutMs = 10_000;
/** A receiver that does not accept the connection by then fails at once, freeing its slot. */
const connectTimeoutMs = 3000;

/** Connects to the checked address whatever the name resolves to now (no DNS rebinding). */
const pinnedLookup =
  (target: WebhookTarget): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

/**
 * POSTs the body once. A 2xx answered within the timeout is delivered; a redirect is not followed
 * (it is a failure naming where it pointed), and anything else fails with a one-line reason.
 */
export function sendOnce(
  target: WebhookTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = defaultTimeoutMs,
): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    let settled = false;
    let connectTimer: NodeJS.Timeout | undefined;
    const finish = (status: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(connectTimer);
      request.destroy();
      resolve({ ok: error === null, status, error, durationMs: elapsed() });
    };
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send(
      target.url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
        lookup: pinnedLookup(target),
        // Each delivery opens its own connection: a pooled one could be to an address checked for another.
        agent: false,
      },
      // The status line decides: the answer's body is not read, so a slow one holds nothing up.
      (response) => {
        const status = response.statusCode ?? null;
        const location = response.headers.location;
        if (status !== null && status >= 200 && status < 300) finish(status, null);
        else if (status !== null && status >= 300 && status < 400) {
          finish(
            status,
            `Redirects are not followed: the receiver answered ${status}${location ? ` to ${location}` : ''}.`,
          );
        } else finish(status, `The receiver answered ${status}.`);
      },
    );
    const timer = setTimeout(() => finish(null, `No answer within ${timeoutMs / 1000} s.`), timeoutMs);
    request.on('socket', (socket) => {
      connectTimer = setTimeout(
        () => finish(null, `Could not connect within ${connectTimeoutMs / 1000} s.`),
        connectTimeoutMs,
      );
      socket.once('connect', () => clearTimeout(connectTimer));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish(null, `Could not reach the receiver: ${error.code ?? error.message}.`),
    );
    request.end(body);
  });
}
