import type { TranslationKey } from '../access/authorize.ts';
import type { GlossaryTermInput } from '../glossary/glossary-input.ts';
import {
  createGlossaryTerm,
  deleteGlossaryTerm,
  type GlossaryDeps,
  glossaryPage,
  updateGlossaryTerm,
} from '../glossary/glossary-service.ts';
import type { Project } from '../projects/project-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

// A large recheck of TERM_* issues runs on the app's one job registry (pre-translation's too).
const depsOf = (context: GraphqlContext): GlossaryDeps => ({
  jobs: context.machine.jobs,
  emit: context.emit,
  now: context.now,
});

// The aids contract's glossary; the services check the role.
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
    ) => createGlossaryTerm(context.db, principal(context), projectId, input, context.now(), depsOf(context)),
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
        depsOf(context),
      ),
    deleteGlossaryTerm: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteGlossaryTerm(context.db, principal(context), id, depsOf(context)),
  },
};
