import { useApolloClient, useQuery } from '@apollo/client/react';
import { THREAD_PAGE_MAX } from '@verba/contract';
import { useCallback, useEffect } from 'react';
import {
  AddCommentDocument,
  DeleteCommentDocument,
  KeyCommentsDocument,
  type KeyCommentsQuery,
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

/** The key's comments of `more` appended to those of `previous`: the thread so far, one page longer. */
function appendPage(previous: KeyCommentsQuery, more: KeyCommentsQuery, keyId: string): KeyCommentsQuery {
  const added = more.group?.keys.nodes.find((node) => node.id === keyId)?.comments ?? [];
  if (!previous.group || added.length === 0) return previous;
  const nodes = previous.group.keys.nodes.map((node) =>
    node.id === keyId ? { ...node, comments: [...node.comments, ...added] } : node,
  );
  return { ...previous, group: { ...previous.group, keys: { ...previous.group.keys, nodes } } };
}

/**
 * A key's comments in one language (null: about the key itself), oldest first: the server answers
 * a page of 50, so while the last page read was full, the next one is appended.
 */
export function useKeyComments({ projectId, groupId, keyId, name, language }: KeyCommentsOptions) {
  const query = useQuery(KeyCommentsDocument, {
    variables: { projectId, groupId, name, language },
    fetchPolicy: 'cache-and-network',
  });
  const comments = query.data?.group?.keys.nodes.find((node) => node.id === keyId)?.comments ?? null;
  const full = comments !== null && comments.length > 0 && comments.length % THREAD_PAGE_MAX === 0;
  const lastId = full ? comments.at(-1)?.id : undefined;
  const { fetchMore } = query;
  useEffect(() => {
    if (!lastId) return;
    fetchMore({
      variables: { after: lastId },
      updateQuery: (previous, { fetchMoreResult }) =>
        appendPage(previous as KeyCommentsQuery, fetchMoreResult, keyId) as never,
    }).catch(() => undefined);
  }, [fetchMore, keyId, lastId]);
  return { query, comments };
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
