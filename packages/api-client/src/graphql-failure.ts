import { type ApiFailure, failure, failureFromBody, NETWORK_ERROR, UNKNOWN_ERROR } from './result.ts';

/** The codes api-contract.md gives GraphQL errors, plus the outage and busy-project ones. */
export type GraphqlErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'PLAN_LIMIT_REACHED'
  | 'KEY_CONFLICT'
  | 'VERSION_CONFLICT'
  | 'PROJECT_BUSY'
  | 'RATE_LIMITED'
  | 'LANGUAGE_LIMIT_REACHED'
  | 'DATABASE_UNAVAILABLE';

/** What this reads of one error in a GraphQL response's `errors`. */
interface GraphqlError {
  message?: string;
  extensions?: Record<string, unknown>;
}

// Apollo's error classes, by the name each sets and the one field read here: matching them by
// name keeps Apollo Client out of this module, so code that never runs GraphQL need not load it.
type CombinedGraphQLErrors = Error & { errors: readonly GraphqlError[] };
type ServerError = Error & { bodyText: string };

function isNamed<T extends Error>(error: unknown, ...names: string[]): error is T {
  return error instanceof Error && names.includes(error.name);
}

/**
 * Any error Apollo raised, as the same failure shape REST calls give: the first GraphQL error's
 * extensions.code, message and field; a non-2xx answer's GraphQL or `{error, code}` body; else a
 * network failure.
 */
export function graphqlFailure(error: unknown): ApiFailure {
  if (isNamed<CombinedGraphQLErrors>(error, 'CombinedGraphQLErrors')) return failureFromErrors(error.errors);
  if (isNamed<ServerError>(error, 'ServerError', 'ServerParseError')) return failureFromText(error.bodyText);
  return failure(NETWORK_ERROR);
}

function failureFromErrors(errors: readonly GraphqlError[]): ApiFailure {
  const first = errors[0];
  const { code, field, ...details } = first?.extensions ?? {};
  const result = failure(
    typeof code === 'string' ? code : UNKNOWN_ERROR,
    first?.message ?? '',
    typeof field === 'string' ? field : undefined,
  );
  // A write refused by the account's rate limit says when to try again, as REST's Retry-After does.
  const { retryAfter, ...others } = details;
  if (code === 'RATE_LIMITED' && typeof retryAfter === 'number' && retryAfter > 0) {
    return Object.keys(others).length > 0
      ? { ...result, retryAfter, details: others }
      : { ...result, retryAfter };
  }
  return Object.keys(details).length > 0 ? { ...result, details } : result;
}

function failureFromText(text: string): ApiFailure {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(UNKNOWN_ERROR);
  }
  const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) return failureFromErrors(errors);
  return failureFromBody(body);
}
