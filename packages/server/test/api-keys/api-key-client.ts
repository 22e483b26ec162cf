import type { TestApp } from '../helpers/test-app.ts';
import type { GraphqlAnswer } from '../projects/graphql-client.ts';
import { ok } from '../workspace/workspace-client.ts';

export type Cookies = Record<string, string>;

export const createKeyMutation = `mutation ($p: ID!, $input: ApiKeyInput!) {
  createApiKey(projectId: $p, input: $input) {
    secret apiKey { id name prefix scopes createdBy createdAt expiresAt lastUsedAt }
  }
}`;

export interface CreatedKey {
  secret: string;
  apiKey: { id: string; name: string; prefix: string; scopes: string[]; createdBy: string | null };
}

/** A new key of the project, made by `cookies`' account. */
export async function createKey(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  scopes: string[] = ['READ', 'WRITE', 'IMPORT'],
  expiresInDays: number | null = null,
): Promise<CreatedKey> {
  const data = await ok<{ createApiKey: CreatedKey }>(t, cookies, createKeyMutation, {
    p: projectId,
    input: { name: `CI ${scopes.join('+')}`, scopes, expiresInDays },
  });
  return data.createApiKey;
}

/** A request with the key, and no cookie. */
export const withKey = (
  t: TestApp,
  secret: string,
  request: {
    method?: 'GET' | 'POST' | 'PATCH';
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  },
) =>
  t.app.inject({
    method: request.method ?? 'GET',
    url: request.url,
    payload: request.payload,
    headers: { authorization: `Bearer ${secret}`, ...request.headers },
  });

/** A GraphQL operation sent with the key, and no cookie: its status, data and first error's code. */
export async function gqlWithKey(
  t: TestApp,
  secret: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const answer = await withKey(t, secret, {
    method: 'POST',
    url: '/api/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query, variables }),
  });
  const body = answer.json() as Pick<GraphqlAnswer, 'data' | 'errors'>;
  return { status: answer.statusCode, ...body, code: body.errors?.[0]?.extensions?.code };
}
