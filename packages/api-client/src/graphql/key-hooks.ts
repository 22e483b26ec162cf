import { useQuery } from '@apollo/client/react';
import { useCallback, useRef } from 'react';
import {
  CreateKeysDocument,
  DeleteKeysDocument,
  GroupEditorDocument,
  GroupKeysDocument,
  type GroupKeysQuery,
  type KeyFilter,
  MoveKeysDocument,
  UpdateKeyDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';
import { KEY_PAGE_SIZE } from './workspace-operations.ts';

// Creating, moving and deleting keys changes which keys a page holds and the counts: the editor's
// queries are fetched again rather than patched by hand.
const REFETCH_KEYS = { refetchQueries: ['GroupKeys', 'GroupEditor'], awaitRefetchQueries: true };

/** The editor's frame: null data.group when there is no such group in that project, or not the caller's. */
export const useGroupEditor = (projectId: string, id: string) =>
  useQuery(GroupEditorDocument, { variables: { projectId, id } });

/**
 * The values one page of the editor holds at most: 100 keys in 30 languages, whose answer the
 * server builds in a few tens of milliseconds. A page of 200 keys in 200 languages would be
 * 40,000 values and near the 8 MiB answer cap, so the keys per page follow the languages shown.
 */
export const PAGE_VALUES = 3_000;
/** The fewest keys a page holds, whatever the languages: a screen of rows and some to scroll into. */
export const MIN_KEY_PAGE = 25;

/** Keys per page for this many shown languages (the base included): 200 up to 15 languages, 25 from 120. */
export const keyPageSize = (languages: number) =>
  Math.min(KEY_PAGE_SIZE, Math.max(MIN_KEY_PAGE, Math.floor(PAGE_VALUES / Math.max(languages, 1))));

export interface GroupKeysOptions {
  projectId: string;
  groupId: string;
  filter: KeyFilter;
  /** The languages whose values each key carries: the base and the chosen targets. */
  languages: string[];
  /** Keys per page; by default as many as keyPageSize allows for the languages. */
  pageSize?: number;
}

/**
 * A group's keys, a page at a time: `loadMore` appends the next page (cursor pagination) to the
 * same result, so a virtualized grid asks for it when it scrolls near the end of what it has.
 */
export function useGroupKeys({
  projectId,
  groupId,
  filter,
  languages,
  pageSize = keyPageSize(languages.length),
}: GroupKeysOptions) {
  const query = useQuery(GroupKeysDocument, {
    variables: { projectId, groupId, filter, languages, first: pageSize },
    notifyOnNetworkStatusChange: false,
  });
  const connection = query.data?.group?.keys;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  const { fetchMore } = query;
  // The cursor whose page is on its way: each scroll near the end asks again, and must not ask twice.
  const loadingAfter = useRef<string | null>(null);

  const loadMore = useCallback(async () => {
    if (!hasNextPage || !endCursor || loadingAfter.current === endCursor) return;
    loadingAfter.current = endCursor;
    try {
      await fetchMore({
        variables: { after: endCursor },
        updateQuery: (previous, { fetchMoreResult }) =>
          appendKeyPage(previous, fetchMoreResult, endCursor) as never,
      });
    } catch {
      // The query's own error state shows a failed page; the next scroll asks again.
    } finally {
      if (loadingAfter.current === endCursor) loadingAfter.current = null;
    }
  }, [endCursor, fetchMore, hasNextPage]);

  return { query, connection, loadMore, hasNextPage };
}

export const useCreateKeys = () => useResultMutation(CreateKeysDocument, REFETCH_KEYS);

/** The answer is the Key itself (normalized by id), so every row showing it updates. */
export const useUpdateKey = () => useResultMutation(UpdateKeyDocument);

export const useMoveKeys = () => useResultMutation(MoveKeysDocument, REFETCH_KEYS);

export const useDeleteKeys = () => useResultMutation(DeleteKeysDocument, REFETCH_KEYS);

/**
 * The keys so far with the page read after `after`, if it continues them. A render between a page's
 * merge and its own still holds the old cursor and may ask for that page again; when the copy
 * arrives the list no longer ends at `after`, and appending it would show its keys twice (and the
 * grid, counting them, would stop loading short of the last key).
 */
export function appendKeyPage(previous: GroupKeysQuery, page: GroupKeysQuery, after: string): GroupKeysQuery {
  const before = previous.group?.keys;
  const next = page.group?.keys;
  if (!previous.group || !page.group || !before || !next) return previous;
  if (before.pageInfo.endCursor !== after) return previous;
  return { ...page, group: { ...page.group, keys: { ...next, nodes: [...before.nodes, ...next.nodes] } } };
}
