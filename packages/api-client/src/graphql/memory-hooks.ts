import { useQuery } from '@apollo/client/react';
import { KeyMemoryDocument, type MemoryMatchFieldsFragment } from './generated/graphql.ts';

export type MemoryMatch = MemoryMatchFieldsFragment;

export interface KeyMemoryOptions {
  projectId: string;
  groupId: string;
  keyId: string;
  language: string;
}

/** The translation memory's best matches for one cell, best first (aids contract). */
export function useKeyMemory({ projectId, groupId, keyId, language }: KeyMemoryOptions) {
  const query = useQuery(KeyMemoryDocument, {
    variables: { projectId, groupId, keyId, language },
    fetchPolicy: 'cache-and-network',
  });
  return { query, matches: query.data?.group?.key?.memory ?? null };
}
