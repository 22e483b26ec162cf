import type { TestApp } from '../helpers/test-app.ts';
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
