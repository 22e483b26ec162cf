import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The codes api-contract.md gives GraphQL errors; anything else (network, 5xx) has none. */
export type GraphqlErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'PLAN_LIMIT_REACHED';

const codes: readonly string[] = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'PLAN_LIMIT_REACHED',
] satisfies GraphqlErrorCode[];

/** The first error's extensions.code, or null for a network failure or an unknown code. */
export function graphqlErrorCode(error: unknown): GraphqlErrorCode | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' && codes.includes(code) ? (code as GraphqlErrorCode) : null;
}
