import type { ApolloCache, Reference } from '@apollo/client';
import {
  AddLanguagesDocument,
  type LanguageProgressFieldsFragment,
  RemoveLanguageDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/**
 * Progress counts change with the languages: drop the stored counts of the project and of its
 * groups, so the queries that show them read them again.
 */
function forgetProgress(cache: ApolloCache, projectId: string) {
  const id = cache.identify({ __typename: 'Project', id: projectId });
  const groupIds: string[] = [];
  cache.modify({
    id,
    fields: {
      groups: (refs: readonly Reference[], { readField }) => {
        for (const ref of refs) {
          const groupId = readField<string>('id', ref);
          if (groupId) groupIds.push(groupId);
        }
        return refs;
      },
    },
  });
  for (const groupId of groupIds) {
    cache.evict({ id: cache.identify({ __typename: 'Group', id: groupId }), fieldName: 'progress' });
  }
  cache.evict({ id, fieldName: 'progress' });
  cache.gc();
}

/** Adds target languages (idempotent per tag); answers the project's whole list, base first. */
export const useAddLanguages = () =>
  useResultMutation(AddLanguagesDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: variables.projectId }),
        fields: { languages: () => data.addLanguages },
      });
      forgetProgress(cache, variables.projectId);
    },
  });

/** Removes a target language and deletes every value in it; ask first with valuesInLanguage. */
export const useRemoveLanguage = () =>
  useResultMutation(RemoveLanguageDocument, {
    update: (cache, { data }, { variables }) => {
      if (!data?.removeLanguage || !variables) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: variables.projectId }),
        fields: {
          languages: (languages: readonly Reference[], { readField }) =>
            languages.filter((language) => readField<string>('tag', language) !== variables.tag),
        },
      });
      forgetProgress(cache, variables.projectId);
    },
  });

/**
 * How many values removing `tag` deletes: its translated values over the whole project (an
 * empty value holds nothing). Pass the project's progress.
 */
export function valuesInLanguage(progress: readonly LanguageProgressFieldsFragment[], tag: string): number {
  return progress.find((entry) => entry.language === tag)?.translated ?? 0;
}
