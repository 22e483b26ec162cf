import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import type { ApiResult } from '../result.ts';
import {
  type CheckSettingFieldsFragment,
  DismissIssuesDocument,
  type IssueCountFieldsFragment,
  type IssueRef,
  ProjectChecksDocument,
  ProjectIssueCountsDocument,
  UpdateCheckDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export type CheckSetting = CheckSettingFieldsFragment;
export type IssueCount = IssueCountFieldsFragment;

/**
 * The most issues one dismissIssues call carries: the contract allows 1,000, but 1,000 real refs
 * exceed the GraphQL body limit (docs/api-contract-extensions.md, "Checks").
 */
export const DISMISS_BATCH = 500;

/**
 * Project → Checks. Counts change with every save anywhere in the project, so the page asks the
 * server each time it opens and shows what the cache holds meanwhile.
 */
export const useProjectChecks = (id: string) =>
  useQuery(ProjectChecksDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

/** The project page's counts per language; like the Checks page, asked each time it opens. */
export const useProjectIssueCounts = (id: string) =>
  useQuery(ProjectIssueCountsDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });

/**
 * A setting changes which issues every value shows and the counts: the page's query is fetched
 * again and the editor's cached pages are dropped, so the next visit asks the server.
 */
export const useUpdateCheck = () =>
  useResultMutation(UpdateCheckDocument, {
    refetchQueries: ['ProjectChecks'],
    awaitRefetchQueries: true,
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'group' });
      cache.gc();
    },
  });

/**
 * Dismisses warnings, DISMISS_BATCH at a time, in order; stops at the first refusal (the calls
 * before it stay done). Resolves to how many were dismissed; the editor's pages are fetched again
 * once, after the last call, and the cached counts dropped.
 */
export function useDismissIssues() {
  const [mutate, state] = useResultMutation(DismissIssuesDocument);
  const client = useApolloClient();
  const run = useCallback(
    async (projectId: string, items: readonly IssueRef[]): Promise<ApiResult<{ dismissed: number }>> => {
      let dismissed = 0;
      try {
        for (let start = 0; start < items.length; start += DISMISS_BATCH) {
          const result = await mutate({ projectId, items: items.slice(start, start + DISMISS_BATCH) });
          if (!result.ok) return result;
          dismissed += result.data.dismissIssues;
        }
        return { ok: true, data: { dismissed } };
      } finally {
        if (dismissed > 0) {
          client.cache.evict({
            id: client.cache.identify({ __typename: 'Project', id: projectId }),
            fieldName: 'issueSummary',
          });
          await client.refetchQueries({ include: ['GroupKeys'] });
        }
      }
    },
    [mutate, client],
  );
  return [run, state] as const;
}
