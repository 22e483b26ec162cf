import type { Project } from '../projects/project-service.ts';
import {
  createDistribution,
  deleteDistribution,
  distributionsOf,
  updateDistribution,
} from '../releases/distribution-service.ts';
import { publishRelease } from '../releases/publish-service.ts';
import { type Args, type GraphqlContext, principal } from './resolvers.ts';

// The pipeline contract's distributions and releases; the services check the role.
export const releaseResolvers = {
  Project: {
    distributions: (project: Project, _: unknown, context: GraphqlContext) =>
      distributionsOf(context.db, principal(context), project.id, context.publicUrl),
  },
  Mutation: {
    createDistribution: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: unknown }>,
      context: GraphqlContext,
    ) => createDistribution(context.db, principal(context), projectId, input, context.publicUrl),
    updateDistribution: (
      _: unknown,
      { id, input }: Args<{ id: string; input: unknown }>,
      context: GraphqlContext,
    ) => updateDistribution(context.db, principal(context), id, input, context.publicUrl),
    publishRelease: (
      _: unknown,
      { distributionId }: Args<{ distributionId: string }>,
      context: GraphqlContext,
    ) => publishRelease(context.db, principal(context), distributionId, context.emit),
    deleteDistribution: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteDistribution(context.db, principal(context), id, context.emit),
  },
};
