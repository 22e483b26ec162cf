import DataLoader from 'dataloader';
import type { TranslationKey } from '../access/authorize.ts';
import {
  addComment,
  commentsOfKey,
  deleteComment,
  openCommentCounts,
  resolveComment,
} from '../comments/comment-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

// One loader per request, so a page of keys asks for its open comment counts in one query.
const countLoaders = new WeakMap<GraphqlContext, DataLoader<string, number>>();
const openCounts = (context: GraphqlContext) => {
  let loader = countLoaders.get(context);
  if (!loader) {
    loader = new DataLoader((ids: readonly string[]) => openCommentCounts(context.db, ids));
    countLoaders.set(context, loader);
  }
  return loader;
};

// The collaboration contract's comments; a Key reaches here only through its member's project.
export const commentResolvers = {
  Key: {
    comments: (
      key: TranslationKey,
      { language, first, after }: Args<{ language?: string | null; first: number; after?: string | null }>,
      context: GraphqlContext,
    ) => {
      signedIn(context);
      return commentsOfKey(context.db, key.id, language, { first, after });
    },
    openCommentCount: (key: TranslationKey, _: unknown, context: GraphqlContext) =>
      openCounts(context).load(key.id),
  },
  Mutation: {
    addComment: async (
      _: unknown,
      args: Args<{ keyId: string; language?: string | null; text: string; mentions?: string[] | null }>,
      context: GraphqlContext,
    ) => {
      const comment = await addComment(context.db, principal(context), args, context.now(), context.emit);
      // A first mention in a minute is mailed at once; the job's timer sends the gathered ones.
      if (args.mentions?.length) void context.mentionMails.runNow();
      return comment;
    },
    resolveComment: (
      _: unknown,
      { id, resolved }: Args<{ id: string; resolved: boolean }>,
      context: GraphqlContext,
    ) => resolveComment(context.db, principal(context), id, resolved, context.emit),
    deleteComment: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteComment(context.db, principal(context), id, context.emit),
  },
};
