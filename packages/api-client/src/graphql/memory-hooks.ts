import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphqlFailure } from '../graphql-failure.ts';
import { type ApiResult, failure, success, UNKNOWN_ERROR } from '../result.ts';
import {
  DiscardMemoryUploadDocument,
  ImportMemoryDocument,
  type ImportMemoryMutation,
  KeyMemoryDocument,
  MemoryImportPreviewDocument,
  type MemoryImportPreviewQuery,
  type MemoryMatchFieldsFragment,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export type MemoryMatch = MemoryMatchFieldsFragment;
export type MemoryImportPreview = MemoryImportPreviewQuery['memoryImportPreview'];
export type MemoryImportResult = ImportMemoryMutation['importMemory'];

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

/**
 * A TMX upload's way into the account's memory (uploadMemory first): its preview, read without
 * storing anything; then the import, or discarding it. Each resolves to an ApiResult.
 */
export function useMemoryImport() {
  const client = useApolloClient();
  const [importMemory] = useResultMutation(ImportMemoryDocument);
  const [discardUpload] = useResultMutation(DiscardMemoryUploadDocument);
  const preview = useCallback(
    async (uploadId: string): Promise<ApiResult<MemoryImportPreview>> => {
      try {
        const { data } = await client.query({
          query: MemoryImportPreviewDocument,
          variables: { uploadId },
          fetchPolicy: 'no-cache',
        });
        return data ? success(data.memoryImportPreview) : failure(UNKNOWN_ERROR);
      } catch (error) {
        return graphqlFailure(error);
      }
    },
    [client],
  );
  const apply = useCallback(
    async (uploadId: string): Promise<ApiResult<MemoryImportResult>> => {
      const result = await importMemory({ uploadId });
      return result.ok ? success(result.data.importMemory) : result;
    },
    [importMemory],
  );
  const discard = useCallback(
    async (uploadId: string): Promise<ApiResult<boolean>> => {
      const result = await discardUpload({ uploadId });
      return result.ok ? success(result.data.discardMemoryUpload) : result;
    },
    [discardUpload],
  );
  return { preview, apply, discard };
}
