import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddCommentDocument,
  DeleteCommentDocument,
  KeyCommentsDocument,
  KeyOpenCommentsDocument,
  ResolveCommentDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export interface KeyCommentsOptions {
  projectId: string;
  groupId: string;
  keyId: string;
  /** The key's name: the thread is read through the group's key search, as the history is. */
  name: string;
  language: string | null;
}

/** A key's comments in one language (null: about the key itself), oldest first. */
export function useKeyComments({ projectId, groupId, keyId, name, language }: KeyCommentsOptions) {
  const query = useQuery(KeyCommentsDocument, {
    variables: { projectId, groupId, name, language },
    fetchPolicy: 'cache-and-network',
  });
  const key = query.data?.group?.keys.nodes.find((node) => node.id === keyId);
  return { query, comments: key?.comments ?? null };
}

const REFETCH_COMMENTS = { refetchQueries: ['KeyComments'], awaitRefetchQueries: true };

export const useAddComment = () => useResultMutation(AddCommentDocument, REFETCH_COMMENTS);
export const useResolveComment = () => useResultMutation(ResolveCommentDocument);
export const useDeleteComment = () => useResultMutation(DeleteCommentDocument, REFETCH_COMMENTS);

/**
 * Asks again how many comments of a key are open; the answer lands on the cached Key, so every
 * badge showing it follows (the live stream's comment events call it).
 */
export function useRefreshOpenComments() {
  const client = useApolloClient();
  return useCallback(
    (projectId: string, groupId: string, name: string) =>
      client
        .query({
          query: KeyOpenCommentsDocument,
          variables: { projectId, groupId, name },
          fetchPolicy: 'network-only',
        })
        .then(
          () => undefined,
          () => undefined,
        ),
    [client],
  );
}
