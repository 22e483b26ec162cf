import type { DependencyStatus } from '../dependencies/dependency-status.ts';
import { DomainError } from '../errors.ts';

/** Seconds a caller is asked to wait before trying again while the database is gone. */
export const databaseRetryAfterSeconds = 5;

// SQLSTATE classes and codes that mean "the server is not there", not "the query is wrong":
// 08 connection exception, 57P01..57P03 shutdown or starting up, 53300 too many connections.
const unavailableStates = /^(08|57P0[123]$|53300$)/;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words only.
const unavailableMessages =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|not queryable|Cannot use a pool after calling end/i;

/** Whether an error or any cause it wraps (such as Drizzle's DrizzleQueryError) passes `test`. */
function someCause(error: unknown, test: (cause: Error, code: unknown) => boolean): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (test(current, (current as { code?: unknown }).code)) return true;
    current = current.cause;
  }
  return false;
}

/** Whether an error means PostgreSQL is unreachable. */
export const isDatabaseUnavailable = (error: unknown): boolean =>
  someCause(
    error,
    (cause, code) =>
      (typeof code === 'string' && (unavailableStates.test(code) || unavailableErrnos.has(code))) ||
      unavailableMessages.test(cause.message),
  );

/** SQLSTATE 55P03: a row lock was not granted within the pool's lock_timeout (database.ts). */
const isLockWaitTimeout = (error: unknown): boolean => someCause(error, (_cause, code) => code === '55P03');

/**
 * SQLSTATE 57014 query_canceled: the server stopped a statement at the pool's statement_timeout
 * (database.ts). The server answered, so it is no outage: one slow call must not report PostgreSQL gone.
 */
const isStatementTimeout = (error: unknown): boolean => someCause(error, (_cause, code) => code === '57014');

export const databaseUnavailable = () =>
  new DomainError('DATABASE_UNAVAILABLE', 'The database is not reachable.', {
    retryAfter: databaseRetryAfterSeconds,
  });

/** A project held by a long change such as an import's apply: the caller may try again shortly. */
export const projectBusy = () =>
  new DomainError(
    'PROJECT_BUSY',
    'Another change to this project is still being saved, such as an import. Please try again in a moment.',
    { retryAfter: databaseRetryAfterSeconds },
  );

/**
 * The refusal a failed database call answers when its cause concerns the caller: PostgreSQL gone
 * (reported to `databaseStatus`), a statement that ran too long, or the project held by a long
 * change such as an import's apply. Anything else stays an internal error.
 */
export function databaseRefusal(error: unknown, databaseStatus: DependencyStatus): DomainError | undefined {
  if (isLockWaitTimeout(error)) return projectBusy();
  if (isStatementTimeout(error)) {
    // No Retry-After: the same call is likely to run as long again, so waiting alone does not help.
    return new DomainError(
      'QUERY_TIMEOUT',
      'This took the server too long, so it stopped. Please try again in a moment.',
    );
  }
  if (!isDatabaseUnavailable(error)) return undefined;
  databaseStatus.lost(error);
  return databaseUnavailable();
}
