import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { accounts, groups, projects, subscriptions } from '../db/schema.ts';
import type { Subscription } from '../plans/subscription-service.ts';
import type { Group } from './group-service.ts';
import type { Project } from './project-service.ts';

export interface AccountOverview {
  /** Null only for an account made before subscriptions existed. */
  subscription: Subscription | null;
  /** Oldest first, each with its groups oldest first. */
  projects: { project: Project; groups: Group[] }[];
}

// Prepared once per database: the dashboard runs this on every load, so its SQL is built once.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  return db
    .select({ subscription: subscriptions, project: projects, group: groups })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(projects, eq(projects.accountId, accounts.id))
    .leftJoin(groups, eq(groups.projectId, projects.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .orderBy(asc(projects.createdAt), asc(projects.id), asc(groups.createdAt), asc(groups.id))
    .prepare('account_overview');
}

/**
 * What the dashboard shows of an account, in one query: on an embedded database every query costs
 * a fixed few hundred microseconds, so the subscription, projects and groups come together.
 */
export async function accountOverview(db: Database, accountId: string): Promise<AccountOverview> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const rows = await query.execute({ accountId });
  const overview: AccountOverview = { subscription: rows[0]?.subscription ?? null, projects: [] };
  let last: AccountOverview['projects'][number] | undefined;
  for (const { project, group } of rows) {
    if (!project) continue;
    if (last?.project.id !== project.id) {
      last = { project, groups: [] };
      overview.projects.push(last);
    }
    if (group) last.groups.push(group);
  }
  return overview;
}
