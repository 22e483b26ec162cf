import type { TranslationKey } from '../access/authorize.ts';
import { discardMemoryUpload, importMemory, previewMemoryImport } from '../memory/memory-import-service.ts';
import { memoryOfKey } from '../memory/memory-service.ts';
import type { Group } from '../projects/group-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

// Translation memory (aids contract); a Key or Group reaches here only through its member's project.
export const memoryResolvers = {
  Group: {
    // One key, so the editor's side panel asks the memory of the focused cell alone.
    key: async (group: Group, { id }: Args<{ id: string }>, context: GraphqlContext) => {
      const key = await signedIn(context).loaders.workspace.key.load(id);
      return key?.groupId === group.id ? key : null;
    },
  },
  Key: {
    memory: (
      key: TranslationKey,
      { language, first }: Args<{ language: string; first: number }>,
      context: GraphqlContext,
    ) => memoryOfKey(context.db, principal(context), key, language, first),
  },
  Query: {
    memoryImportPreview: (_: unknown, { uploadId }: Args<{ uploadId: string }>, context: GraphqlContext) =>
      previewMemoryImport(context.db, principal(context), uploadId, context.now()),
  },
  Mutation: {
    discardMemoryUpload: (_: unknown, { uploadId }: Args<{ uploadId: string }>, context: GraphqlContext) =>
      discardMemoryUpload(context.db, principal(context), uploadId, context.now()),
    importMemory: (_: unknown, { uploadId }: Args<{ uploadId: string }>, context: GraphqlContext) =>
      importMemory(context.db, principal(context), uploadId, context.now()),
  },
};
