import { useQuery } from '@apollo/client/react';
import { KeyMachineDocument, type MachineSuggestionFieldsFragment } from './generated/graphql.ts';

export type MachineSuggestion = MachineSuggestionFieldsFragment;

export interface KeyMachineOptions {
  projectId: string;
  groupId: string;
  keyId: string;
  language: string;
}

/**
 * One machine suggestion per configured provider for one cell (aids contract); an empty list means
 * no provider is configured. Errors keep the data: a plan's limit is an error beside the suggestions.
 */
export function useKeyMachine({ projectId, groupId, keyId, language }: KeyMachineOptions) {
  const query = useQuery(KeyMachineDocument, {
    variables: { projectId, groupId, keyId, language },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  return { query, suggestions: query.data?.group?.key?.machine ?? null };
}
