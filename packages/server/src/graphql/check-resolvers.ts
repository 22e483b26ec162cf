import type { IssueSeverity } from '@verba/formats';
import {
  checksOf,
  dismissIssues,
  type IssueRef,
  issueSummary,
  updateCheck,
} from '../checks/check-service.ts';
import type { Project } from '../projects/project-service.ts';
import { type Args, type GraphqlContext, principal } from './resolvers.ts';

// The aids contract's checks; the services check the role.
export const checkResolvers = {
  Project: {
    checks: (project: Project, _: unknown, context: GraphqlContext) =>
      checksOf(context.db, principal(context), project.id),
    issueSummary: (
      project: Project,
      { languages }: Args<{ languages?: string[] | null }>,
      context: GraphqlContext,
    ) => issueSummary(context.db, principal(context), project.id, languages),
  },
  Mutation: {
    updateCheck: (
      _: unknown,
      args: Args<{ projectId: string; code: string; enabled: boolean; severity?: IssueSeverity | null }>,
      context: GraphqlContext,
    ) => updateCheck(context.db, principal(context), args.projectId, args, context.emit),
    dismissIssues: (
      _: unknown,
      { projectId, items }: Args<{ projectId: string; items: IssueRef[] }>,
      context: GraphqlContext,
    ) => dismissIssues(context.db, principal(context), projectId, items),
  },
};
