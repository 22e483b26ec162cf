import type { Reference } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { CreateApiKeyDocument, ProjectApiKeysDocument, RevokeApiKeyDocument } from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/** DEVELOPER and above: the server refuses the others, so screens ask only for them. */
export const useProjectApiKeys = (id: string) => useQuery(ProjectApiKeysDocument, { variables: { id } });

/** Creates a key; its secret is in this answer only, never in the cache's lists. */
export const useCreateApiKey = () =>
  useResultMutation(CreateApiKeyDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      const ref = cache.identify({ __typename: 'ApiKey', id: data.createApiKey.apiKey.id });
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: variables.projectId }),
        fields: {
          apiKeys: (keys: readonly Reference[], { toReference }) => [
            ...keys,
            toReference(ref as string) as Reference,
          ],
        },
      });
    },
  });

export const useRevokeApiKey = (projectId: string) =>
  useResultMutation(RevokeApiKeyDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.revokeApiKey || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: projectId }),
        fields: {
          apiKeys: (keys: readonly Reference[], { readField }) =>
            keys.filter((key) => readField<string>('id', key) !== variables.id),
        },
      });
    },
  });
