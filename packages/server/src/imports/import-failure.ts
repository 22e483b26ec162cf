// Why an apply failed, in words the user can act on and in fields an operator can read. The log
// gets codes, constraint and table names and where the code threw, never a message of the driver:
// Drizzle's carries the statement and its parameters, PostgreSQL's may quote a value.
import type { Import, ImportFailureCode } from '@verba/contract';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { DomainError } from '../errors.ts';

export interface ImportFailure {
  code: ImportFailureCode;
  /** The import's errorCode: the refusal's own code, or one per kind. */
  errorCode: string;
  message: string;
}

const nothingWritten = 'nothing of it was written';

const messages: Record<ImportFailureCode, string> = {
  timeout: `The import took the database too long, so it was stopped and ${nothingWritten}. Try again when the server is less busy, or upload fewer groups or languages at a time.`,
  conflict: `The project changed while the import was being applied, so ${nothingWritten}. Upload the files again to see what they change now.`,
  limit: `The import is more than the server can take at once, so ${nothingWritten}. Upload fewer groups or languages at a time.`,
  outage: `The database could not be reached, so ${nothingWritten}. Upload the files again once the server is back.`,
  internal: `The import failed; ${nothingWritten}. Please try again; if it fails again, tell us the import's id.`,
};

const errorCodes: Record<ImportFailureCode, string> = {
  timeout: 'QUERY_TIMEOUT',
  conflict: 'IMPORT_CONFLICT',
  limit: 'IMPORT_TOO_LARGE',
  outage: 'DATABASE_UNAVAILABLE',
  internal: 'IMPORT_FAILED',
};

/** The kind of a stored errorCode, so a status read needs no column of its own. */
export function failureKindOf(errorCode: string | null): ImportFailureCode | null {
  if (errorCode === null) return null;
  switch (errorCode) {
    case 'QUERY_TIMEOUT':
      return 'timeout';
    case 'DATABASE_UNAVAILABLE':
    case 'IMPORT_INTERRUPTED':
      return 'outage';
    case 'IMPORT_TOO_LARGE':
    case 'PLAN_LIMIT_REACHED':
    case 'LANGUAGE_LIMIT_REACHED':
      return 'limit';
    case 'IMPORT_FAILED':
      return 'internal';
    default:
      return 'conflict';
  }
}

export const failureOf = (errorCode: string | null): Import['failure'] => {
  const code = failureKindOf(errorCode);
  return code ? { code } : null;
};

/** The error and the causes it wraps (Drizzle's DrizzleQueryError wraps the driver's error). */
function* chain(error: unknown) {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current as Error & Record<string, unknown>;
    current = current.cause;
  }
}

const sqlStateOf = (error: unknown) => {
  for (const cause of chain(error)) {
    if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  }
  return undefined;
};

// SQLSTATE: 40 transaction rollback (serialization, deadlock), 23 integrity constraint (a row
// changed or went away beside the import), 55P03 a lock not granted in time.
const conflictStates = /^(40|23|55P03$)/;
// 53 insufficient resources (disk, memory), 54 program limit exceeded (too many columns, too complex).
const limitStates = /^(53[12]|54)/;

function kindOf(error: unknown): ImportFailureCode {
  if (error instanceof DomainError) return failureKindOf(error.code) ?? 'conflict';
  const state = sqlStateOf(error);
  const readTimeout = [...chain(error)].some((cause) => cause.message === 'Query read timeout');
  if (state === '57014' || readTimeout) return 'timeout';
  if (state && conflictStates.test(state)) return 'conflict';
  if (state && limitStates.test(state)) return 'limit';
  if (isDatabaseUnavailable(error)) return 'outage';
  // A JavaScript string or array past its size, or a call stack past its depth.
  if ([...chain(error)].some((cause) => cause instanceof RangeError)) return 'limit';
  return 'internal';
}

/** What the user is told: a refusal's own words, or the kind's. */
export function classifyFailure(error: unknown): ImportFailure {
  const code = kindOf(error);
  if (error instanceof DomainError) return { code, errorCode: error.code, message: error.message };
  return { code, errorCode: errorCodes[code], message: messages[code] };
}

/** Where in our code an error was thrown: its first stack frame, a file and line, no values. */
const thrownAt = (error: Error) =>
  error.stack
    ?.split('\n')
    .find((line) => line.trimStart().startsWith('at '))
    ?.trim()
    .replace(/^at /, '');

/**
 * The cause for the log, one entry per wrapped error: its class, its code (SQLSTATE, errno or a
 * refusal's code) and the constraint, table, column and server routine the database names.
 */
export function loggableCause(error: unknown) {
  return [...chain(error)].map((cause) => {
    const fields: Record<string, unknown> = { type: cause.name };
    for (const field of ['code', 'constraint', 'table', 'column', 'routine'] as const) {
      if (typeof cause[field] === 'string') fields[field] = cause[field];
    }
    const at = thrownAt(cause);
    if (at) fields.at = at;
    return fields;
  });
}
