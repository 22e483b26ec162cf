import { type FileShapeInput, updateFileShape } from '../projects/file-shape-service.ts';
import { type Args, type GraphqlContext, principal } from './resolvers.ts';

/** Group.fileShape is the row's own column; the mutation merges and checks (file-shape-service.ts). */
export const fileShapeResolvers = {
  Mutation: {
    updateFileShape: (
      _: unknown,
      { groupId, input }: Args<{ groupId: string; input: FileShapeInput }>,
      context: GraphqlContext,
    ) => updateFileShape(context.db, principal(context), groupId, input),
  },
};
