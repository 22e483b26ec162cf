import { DomainError } from '../errors.ts';

/** Seconds a caller is asked to wait before trying again while the database is gone. */
export const databaseRetryAfterSeconds = 5;

// SQLSTATE classes and codes that mean "the server is not there", not "the query is wrong":
// 08 connection exception, 57P01..57P03 shutdown or starting up, 57014 a statement timeout.
const unavailableStates = /^(08|57P0[123]$|57014$|53300$)/;
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

/** Whether an error (or any cause it wraps, such as Drizzle's DrizzleQueryError) means PostgreSQL is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (unavailableStates.test(code) || unavailableErrnos.has(code)))
      return true;
    if (unavailableMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

export const databaseUnavailable = () =>
  new DomainError('DATABASE_UNAVAILABLE', 'The database is not reachable.', {
    retryAfter: databaseRetryAfterSeconds,
  });
