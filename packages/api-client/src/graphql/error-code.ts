import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { type ApiFailure, failure, failureFromBody, NETWORK_ERROR, UNKNOWN_ERROR } from '../result.ts';

/** The codes api-contract.md gives GraphQL errors, plus the outage one. */
export type GraphqlErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'PLAN_LIMIT_REACHED'
  | 'KEY_CONFLICT'
  | 'VERSION_CONFLICT'
  | 'DATABASE_UNAVAILABLE';

/**
 * Any error Apollo raised, as the same failure shape REST calls give: the first GraphQL error's
 * extensions.code, message and field; a non-2xx answer's GraphQL or `{error, code}` body; else a
 * network failure.
 */
export function graphqlFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    const { code: _code, field, ...details } = first?.extensions ?? {};
    const result = failure(
      typeof code === 'string' ? code : UNKNOWN_ERROR,
      first?.message ?? '',
      typeof field === 'string' ? field : undefined,
    );
    return Object.keys(details).length > 0 ? { ...result, details } : result;
  }
  if (ServerError.is(error) || ServerParseError.is(error)) return failureFromText(error.bodyText);
  return failure(NETWORK_ERROR);
}

function failureFromText(text: string): ApiFailure {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(UNKNOWN_ERROR);
  }
  const errors = body && typeof body === 'object' && 'errors' in body ? body.errors : undefined;
  if (Array.isArray(errors) && errors.length > 0) {
    return graphqlFailure(new CombinedGraphQLErrors({ errors }));
  }
  return failureFromBody(body);
}
