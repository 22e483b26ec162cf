import DataLoader from 'dataloader';
import { type Access, memberProjects } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { type Subscription, startFreeSubscription } from '../plans/subscription-service.ts';
import { type AccountOverview, accountOverview } from '../projects/account-overview.ts';
import { groupsOfProjects } from '../projects/group-service.ts';
import type { Project } from '../projects/project-service.ts';
import { createWorkspaceLoaders } from './workspace-loaders.ts';

/**
 * Per-request batching: however many projects a query lists, their groups come in one query, and
 * so on. Every loader is bound to the request's principal: a project it is not a member of loads
 * as null, so no key can reach another account's rows. `known` is the account's overview when it
 * came with the session's row.
 */
export function createLoaders(db: Database, principal: Principal, now: () => Date, known?: AccountOverview) {
  const accountId = actorId(principal);
  const access = new DataLoader<string, Access | null>((ids) => memberProjects(db, principal, ids));
  const project = new DataLoader<string, Project | null>(async (ids) =>
    (await access.loadMany(ids)).map((row) => (row && !(row instanceof Error) ? row.project : null)),
  );
  const groups = new DataLoader((projectIds: readonly string[]) => groupsOfProjects(db, projectIds));
  const workspace = createWorkspaceLoaders(db, principal);
  // The viewer's subscription, projects, their groups, languages and progress: read once per request, on first need.
  let overview: Promise<{ subscription: Subscription; projects: Project[] }> | undefined;
  const viewer = () => {
    overview ??= (async () => {
      const read = known ?? (await accountOverview(db, accountId));
      for (const row of read.projects) {
        access.prime(row.project.id, { project: row.project, member: row.member });
        project.prime(row.project.id, row.project);
        groups.prime(row.project.id, row.groups);
        workspace.languages.prime(row.project.id, row.languages);
        workspace.projectProgress.prime(row.project.id, row.progress);
      }
      let subscription = read.subscription;
      if (!subscription) {
        // An account made before subscriptions existed gets its Free row on first sight.
        await startFreeSubscription(db, accountId, now());
        subscription = { accountId, planId: 'free', since: now() };
      }
      return { subscription, projects: read.projects.map((row) => row.project) };
    })();
    return overview;
  };
  return {
    /** The principal's membership of a project, or null where it is none. */
    access,
    project,
    groups,
    projects: async () => (await viewer()).projects,
    subscription: async () => (await viewer()).subscription,
    workspace,
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
