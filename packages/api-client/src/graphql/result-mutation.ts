import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphqlFailure } from '../graphql-failure.ts';
import { type ApiResult, failure, success, UNKNOWN_ERROR } from '../result.ts';

type Mutate<TData, TVariables> = (options: { variables: TVariables }) => Promise<{ data?: TData | null }>;

/**
 * useMutation whose call resolves to an ApiResult instead of throwing, so a screen handles a
 * GraphQL refusal exactly as it handles a REST one.
 */
export function useResultMutation<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  options?: useMutation.Options<TData, TVariables>,
) {
  // Apollo's overloads cannot be satisfied for a generic TVariables; the document fixes the types.
  const [mutate, state] = useMutation(document, options as never) as unknown as [
    Mutate<TData, TVariables>,
    useMutation.Result<TData>,
  ];
  const run = useCallback(
    async (variables: TVariables): Promise<ApiResult<TData>> => {
      try {
        const { data } = await mutate({ variables });
        return data ? success(data) : failure(UNKNOWN_ERROR);
      } catch (error) {
        return graphqlFailure(error);
      }
    },
    [mutate],
  );
  return [run, state] as const;
}
