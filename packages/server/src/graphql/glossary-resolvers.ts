import type { TranslationKey } from '../access/authorize.ts';
import type { GlossaryTermInput } from '../glossary/glossary-input.ts';
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  glossaryPage,
  updateGlossaryTerm,
} from '../glossary/glossary-service.ts';
import type { Project } from '../projects/project-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

// The aids contract's glossary; the services check the role. A large recheck of TERM_* issues runs
// on the app's one job registry (pre-translation's too).
export const glossaryResolvers = {
  Project: {
    glossary: (
      project: Project,
      args: Args<{ search?: string | null; first: number; after?: string | null }>,
      context: GraphqlContext,
    ) => glossaryPage(context.db, principal(context), project.id, args),
  },
  Key: {
    terms: (key: TranslationKey, _: unknown, context: GraphqlContext) =>
      signedIn(context).loaders.workspace.keyTerms.load(key),
  },
  Mutation: {
    createGlossaryTerm: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: GlossaryTermInput }>,
      context: GraphqlContext,
    ) =>
      createGlossaryTerm(
        context.db,
        principal(context),
        projectId,
        input,
        context.now(),
        context.jobs,
        context.emit,
      ),
    updateGlossaryTerm: (
      _: unknown,
      { id, input, expectedVersion }: Args<{ id: string; input: GlossaryTermInput; expectedVersion: number }>,
      context: GraphqlContext,
    ) =>
      updateGlossaryTerm(
        context.db,
        principal(context),
        id,
        input,
        expectedVersion,
        context.now(),
        context.jobs,
        context.emit,
      ),
    deleteGlossaryTerm: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteGlossaryTerm(context.db, principal(context), id, context.now(), context.jobs, context.emit),
  },
};
