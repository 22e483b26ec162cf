import type { Principal } from '../access/principal.ts';
import type { Account } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { DomainError } from '../errors.ts';
import type { EndAccess } from '../events/access-end.ts';
import type { Emit } from '../events/project-event.ts';
import type { JobRegistry } from '../jobs/job-registry.ts';
import type { MachineProvider } from '../machine/provider.ts';
import type { Links } from '../mail/mail-links.ts';
import type { Outbox } from '../mail/outbox.ts';
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
import type { InvitationMailCap } from '../teams/invitation-mail-limits.ts';
import type { Webhooks } from '../webhooks/webhooks.ts';
import type { Loaders } from './loaders.ts';

export interface GraphqlContext {
  account: Account | null;
  /** Who asks, resolved once per request with the session; null when signed out. */
  principal: Principal | null;
  /** Bound to `account`; null when signed out. */
  loaders: Loaders | null;
  db: Database;
  now: () => Date;
  /** Where the member and invitation services queue their mails, and the links those carry. */
  outbox: Outbox;
  links: Links;
  /** Sends the mention mails that are due (comments' mentions); the comment resolver starts it. */
  mentionMails: { runNow(): Promise<void> };
  /** Invitation mails per account and day. */
  invitationMails: InvitationMailCap;
  /** Ends the event streams a removed member or a revoked key holds, in every process. */
  endAccess: EndAccess;
  /** Announces committed changes to the project's event streams. */
  emit: Emit;
  /** PUBLIC_URL, the base of a distribution's /cdn URL. */
  publicUrl: string;
  /** The webhooks' queue, secrets' box, DNS and address rule, made once by the app factory. */
  webhooks: Webhooks;
  /** The configured machine translation providers, in order, and each one's time for a suggestion. */
  machineProviders: MachineProvider[];
  machineTimeoutMs: number;
  /** The app's one job registry: pre-translations and glossary rechecks run on it. */
  jobs: JobRegistry;
}

interface SignedIn {
  account: Account;
  principal: Principal;
  loaders: Loaders;
}

export function signedIn(context: GraphqlContext): SignedIn {
  if (!context.account || !context.principal || !context.loaders)
    throw new DomainError('UNAUTHENTICATED', 'You are not signed in.');
  return { account: context.account, principal: context.principal, loaders: context.loaders };
}

export const principal = (context: GraphqlContext) => signedIn(context).principal;

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
    ) => findGroup(context.db, principal(context), projectId, id),
  },
  Viewer: {
    // Owned only: projects shared with the viewer do not count against its plan.
    projectsOwned: async (account: Account, __: unknown, context: GraphqlContext) =>
      (await signedIn(context).loaders.projects()).filter((project) => project.accountId === account.id)
        .length,
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
      createProject(context.db, principal(context), input, context.now()),
    updateProject: (
      _: unknown,
      { id, input }: Args<{ id: string; input: ProjectInput }>,
      context: GraphqlContext,
    ) => updateProject(context.db, principal(context), id, input, context.now()),
    deleteProject: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      deleteProject(context.db, principal(context), id, context.emit),
    createGroup: (
      _: unknown,
      { projectId, input }: Args<{ projectId: string; input: { name: string } }>,
      context: GraphqlContext,
    ) => createGroup(context.db, principal(context), projectId, input.name, context.now()),
    updateGroup: (
      _: unknown,
      { projectId, id, input }: Args<{ projectId: string; id: string; input: { name: string } }>,
      context: GraphqlContext,
    ) => updateGroup(context.db, principal(context), projectId, id, input.name),
    deleteGroup: (
      _: unknown,
      { projectId, id }: Args<{ projectId: string; id: string }>,
      context: GraphqlContext,
    ) => deleteGroup(context.db, principal(context), projectId, id),
    changePlan: (_: unknown, { planId }: Args<{ planId: string }>, context: GraphqlContext) =>
      changePlan(context.db, signedIn(context).account.id, planId, context.now()),
  },
};
