import DataLoader from 'dataloader';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { subscriptions } from '../db/schema.ts';
import { type Subscription, startFreeSubscription } from '../plans/subscription-service.ts';
import { groupsOfProjects } from '../projects/group-service.ts';
import { ownedProjects, type Project, projectsOfAccounts } from '../projects/project-service.ts';

/**
 * Per-request batching: however many projects a query lists, their groups come in one query, and
 * so on. Every loader is bound to the signed-in account, so no key can reach another account's rows.
 */
export function createLoaders(db: Database, accountId: string, now: () => Date) {
  const project = new DataLoader<string, Project | null>((ids) => ownedProjects(db, accountId, ids));
  const groups = new DataLoader((projectIds: readonly string[]) => groupsOfProjects(db, projectIds));
  const projectsOfViewer = new DataLoader<string, Project[]>(async (keys) => {
    const lists = await projectsOfAccounts(db, keys);
    for (const list of lists) {
      for (const row of list) {
        project.prime(row.project.id, row.project);
        groups.prime(row.project.id, row.groups);
      }
    }
    return lists.map((list) => list.map((row) => row.project));
  });
  return {
    project,
    projects: () => projectsOfViewer.load(accountId),
    groups,
    subscription: new DataLoader<string, Subscription>(async (keys) => {
      const rows = await db
        .select()
        .from(subscriptions)
        .where(inArray(subscriptions.accountId, [...keys]));
      return Promise.all(
        keys.map(async (key) => {
          const row = rows.find((candidate) => candidate.accountId === key);
          if (row) return row;
          // An account made before subscriptions existed gets its Free row on first sight.
          await startFreeSubscription(db, key, now());
          return { accountId: key, planId: 'free' as const, since: now() };
        }),
      );
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
