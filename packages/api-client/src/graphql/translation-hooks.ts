import { useQuery } from '@apollo/client/react';
import {
  KeyHistoryDocument,
  RevertTranslationDocument,
  SetTranslationDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

/**
 * Saves one value with the version the editor started from. A VERSION_CONFLICT failure carries
 * the stored value: read it with `conflictingTranslation(failure)`. The editor keeps the answer
 * per cell itself (a Translation has no id of its own to normalize by).
 */
export const useSetTranslation = () => useResultMutation(SetTranslationDocument);

export const useRevertTranslation = () =>
  useResultMutation(RevertTranslationDocument, { refetchQueries: ['KeyHistory'] });

export interface KeyHistoryOptions {
  projectId: string;
  groupId: string;
  keyId: string;
  name: string;
}

/** A key's history, newest first (key and value changes); `history` is null while loading or when the key is gone. */
export function useKeyHistory({ projectId, groupId, keyId, name }: KeyHistoryOptions) {
  const query = useQuery(KeyHistoryDocument, {
    variables: { projectId, groupId, name },
    fetchPolicy: 'cache-and-network',
  });
  const key = query.data?.group?.keys.nodes.find((node) => node.id === keyId);
  return { query, history: key?.history ?? null };
}
