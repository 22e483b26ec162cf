import { type APIRequestContext, expect } from '@playwright/test';

/** Runs a GraphQL operation through the real server with the request's session; it must succeed. */
export async function gql<T = Record<string, never>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}
