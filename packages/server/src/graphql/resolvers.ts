import type { Account } from '../auth/session-service.ts';
import { findPlan, plans } from '../plans/plans.ts';
import { graphqlError } from './graphql-errors.ts';

export interface GraphqlContext {
  account: Account | null;
}

function requireAccount(context: GraphqlContext): Account {
  if (!context.account) throw graphqlError('UNAUTHENTICATED', 'You are not signed in.');
  return context.account;
}

// Projects and groups arrive with their own issue; until then a signed-in caller learns so plainly.
function projectsUnavailable(_parent: unknown, _args: unknown, context: GraphqlContext): never {
  requireAccount(context);
  throw graphqlError('FORBIDDEN', 'Projects are not available yet.');
}

export const resolvers = {
  Query: {
    plans: () => plans,
    viewer: (_parent: unknown, _args: unknown, context: GraphqlContext) => {
      const account = requireAccount(context);
      return {
        id: account.id,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        projectsOwned: 0,
        projects: [],
        subscription: { plan: findPlan(account.planId), since: account.planSince.toISOString() },
      };
    },
    project: projectsUnavailable,
    group: projectsUnavailable,
  },
  Mutation: {
    createProject: projectsUnavailable,
    updateProject: projectsUnavailable,
    deleteProject: projectsUnavailable,
    createGroup: projectsUnavailable,
    updateGroup: projectsUnavailable,
    deleteGroup: projectsUnavailable,
    changePlan: projectsUnavailable,
  },
};
