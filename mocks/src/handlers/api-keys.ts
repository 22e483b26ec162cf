import { apiScopes } from '@verba/contract';
import type { MockApiKey, MockProject } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { permissionsOf } from './teams.ts';

// API keys (pipeline-contract.md): DEVELOPER and above see, create and revoke them; the secret is
// answered once and the store keeps only its prefix, as the server keeps only a hash.

const DAY = 24 * 60 * 60 * 1000;
const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const scopeOrder: readonly string[] = apiScopes;

const newSecret = (store: MockStore) => {
  let body = '';
  for (let i = 0; i < 40; i++) body += base62[(store.nextId * 7 + i * 13) % base62.length];
  return `vrb_${body}`;
};

export function apiKeyResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const requireKeys = (project: MockProject) => {
    // editKeys is DEVELOPER and above, as the contract's apiKeys rule.
    if (!permissionsOf(project).editKeys) {
      throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
    }
  };
  const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
  return {
    projectFields: (project: MockProject) => ({
      apiKeys: () => {
        requireKeys(project);
        return project.apiKeys ?? [];
      },
    }),
    mutations: {
      createApiKey: ({
        projectId,
        input,
      }: {
        projectId: string;
        input: { name: string; scopes: string[]; expiresInDays?: number | null };
      }) => {
        const project = findProject(projectId);
        requireKeys(project);
        const name = input.name.trim();
        if (name.length < 1 || name.length > 100)
          throw badInput('name', 'A key’s name has 1 to 100 characters.');
        if (input.scopes.length === 0) throw badInput('scopes', 'Choose at least one scope.');
        const days = input.expiresInDays ?? null;
        if (days !== null && (days < 1 || days > 3650)) {
          throw badInput('expiresInDays', 'A key expires in 1 to 3650 days, or never.');
        }
        const secret = newSecret(store);
        const now = new Date();
        const user = store.session;
        const apiKey: MockApiKey = {
          id: newId(store, 'api-key'),
          name,
          prefix: secret.slice(0, 12),
          scopes: scopeOrder.filter((scope) => input.scopes.includes(scope)),
          createdBy: user ? `${user.firstName} ${user.lastName}` : null,
          createdAt: now.toISOString(),
          expiresAt: days === null ? null : new Date(now.getTime() + days * DAY).toISOString(),
          lastUsedAt: null,
        };
        project.apiKeys = [...(project.apiKeys ?? []), apiKey];
        return { apiKey, secret };
      },
      revokeApiKey: ({ id }: { id: string }) => {
        const project = store.projects.find((candidate) => candidate.apiKeys?.some((key) => key.id === id));
        if (!project) throw new CodedError('API key not found.', 'NOT_FOUND');
        requireKeys(project);
        project.apiKeys = project.apiKeys?.filter((key) => key.id !== id);
        return true;
      },
    },
  };
}
