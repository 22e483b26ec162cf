import { asc, eq, sql } from 'drizzle-orm';
import type { SessionRow } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import { accounts, groups, projects, sessions, subscriptions } from '../db/schema.ts';
import type { Subscription } from '../plans/subscription-service.ts';
import type { Group } from './group-service.ts';
import type { Project } from './project-service.ts';

export interface AccountOverview {
  /** Null only for an account made before subscriptions existed. */
  subscription: Subscription | null;
  /** Oldest first, each with its groups oldest first. */
  projects: { project: Project; groups: Group[] }[];
}

// Prepared once per database: the dashboard runs these on every load, so their SQL is built once.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

const overviewOrder = [asc(projects.createdAt), asc(projects.id), asc(groups.createdAt), asc(groups.id)];

function prepare(db: Database) {
  const byAccount = db
    .select({ subscription: subscriptions, project: projects, group: groups })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(projects, eq(projects.accountId, accounts.id))
    .leftJoin(groups, eq(groups.projectId, projects.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .orderBy(...overviewOrder)
    .prepare('account_overview');
  const bySession = db
    .select({
      session: sessions,
      account: accounts,
      subscription: subscriptions,
      project: projects,
      group: groups,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .leftJoin(projects, eq(projects.accountId, accounts.id))
    .leftJoin(groups, eq(groups.projectId, projects.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .orderBy(...overviewOrder)
    .prepare('session_overview');
  return { byAccount, bySession };
}

function queriesOf(db: Database) {
  let queries = prepared.get(db);
  if (!queries) {
    queries = prepare(db);
    prepared.set(db, queries);
  }
  return queries;
}

type OverviewRow = Pick<AccountOverview, 'subscription'> & { project: Project | null; group: Group | null };

function overviewOf(rows: OverviewRow[]): AccountOverview {
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

/**
 * What the dashboard shows of an account, in one query: on an embedded database every query costs
 * a fixed few hundred microseconds, so the subscription, projects and groups come together.
 */
export async function accountOverview(db: Database, accountId: string): Promise<AccountOverview> {
  return overviewOf(await queriesOf(db).byAccount.execute({ accountId }));
}

/**
 * The session of `tokenHash` with its account's overview, in one round trip: the dashboard's
 * request then costs one query. The session is not yet checked (SessionService.admit does that).
 */
export async function sessionOverview(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow | undefined; overview: AccountOverview }> {
  const rows = await queriesOf(db).bySession.execute({ tokenHash });
  const first = rows[0];
  return {
    session: first && { session: first.session, account: first.account },
    overview: overviewOf(rows),
  };
}
