import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import { plans } from '../plans/plans.ts';
import { changePlan, planOf, type Subscription } from '../plans/subscription-service.ts';
import { createGroup, deleteGroup, findGroup, type Group, updateGroup } from '../projects/group-service.ts';
import {
  createProject,
  deleteProject,
  type Project,
  type ProjectInput,
  updateProject,
} from '../projects/project-service.ts';
import type { Loaders } from './loaders.ts';

export interface GraphqlContext {
  account: Account | null;
  /** Bound to `account`; null when signed out. */
  loaders: Loaders | null;
  db: Database;
  now: () => Date;
}

interface SignedIn {
  account: Account;
  loaders: Loaders;
}

export function signedIn(context: GraphqlContext): SignedIn {
  if (!context.account || !context.loaders)
    throw new DomainError('UNAUTHENTICATED', 'You are not signed in.');
  return { account: context.account, loaders: context.loaders };
}

export type Args<T> = T & Record<string, unknown>;

// Resolvers only read arguments, ask a service and shape the answer; every check lives in the services.
export const resolvers = {
  Query: {
    plans: () => plans,
    viewer: (_: unknown, __: unknown, context: GraphqlContext) => signedIn(context).account,
    project: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      signedIn(context).loaders.project.load(id),
    group: async (
      _: unknown,
      { projectId, id }: Args<{ projectId: string; id: string }>,
      context: GraphqlContext,
    ) => findGroup(context.db, signedIn(context).account.id, projectId, id),
  },
  Viewer: {
    projectsOwned: async (_: Account, __: unknown, context: GraphqlContext) =>
      (await signedIn(context).loaders.projects()).length,
    projects: (_: Account, __: unknown, context: GraphqlContext) => signedIn(context).loaders.projects(),
    subscription: (_: Account, __: unknown, context: GraphqlContext) =>
      signedIn(context).loaders.subscription(),
  },
  Subscription: {
    plan: (subscription: Subscription) => planOf(subscription),
    since: (subscription: Subscription) => subscription.since.toISOString(),
  },
  Project: {
    createdAt: (project: Project) => project.createdAt.toISOString(),
    groups: (project: Project, _: unknown, context: GraphqlContext) =>
      signedIn(context).loaders.groups.load(project.id),
  },
  Group: {
    createdAt: (group: Group) => group.createdAt.toISOString(),
    project: async (group: Group, _: unknown, context: GraphqlContext) => {
      const project = await signedIn(context).loaders.project.load(group.projectId);
      if (!project) throw new DomainError('NOT_FOUND', 'Project not found.');
      return project;
    },
  },
  Mutation: {
    createProject: (_: unknown, { input }: Args<{ input: ProjectInput }>, context: GraphqlContext) =>
      createProject(context.db, signedIn(context).account.id, input, context.now()),
    updateProject: (
      _: unknown,
      { id, input }: Args<{ id: string; input: ProjectInput }>,
      context: GraphqlContext,
    ) => updateProject(context.db, signedIn(context).account.id, id, input, context.now()),
    deleteProject: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteProject(context.db, signedIn(context).account.id, id),
    createGroup: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: { name: string } }>,
      context: GraphqlContext,
    ) => createGroup(context.db, signedIn(context).account.id, projectId, input.name, context.now()),
    updateGroup: (
      _: unknown,
      { projectId, id, input }: Args<{ projectId: string; id: string; input: { name: string } }>,
      context: GraphqlContext,
    ) => updateGroup(context.db, signedIn(context).account.id, projectId, id, input.name),
    deleteGroup: (
      _: unknown,
      { projectId, id }: Args<{ projectId: string; id: string }>,
      context: GraphqlContext,
    ) => deleteGroup(context.db, signedIn(context).account.id, projectId, id),
    changePlan: (_: unknown, { planId }: Args<{ planId: string }>, context: GraphqlContext) =>
      changePlan(context.db, signedIn(context).account.id, planId, context.now()),
  },
};
