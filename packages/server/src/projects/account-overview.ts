import { eq, sql } from 'drizzle-orm';
import type { Member } from '../access/authorize.ts';
import type { SessionRow } from '../auth/session-service.ts';
import type { Database } from '../db/database.ts';
import {
  accounts,
  groupProgress,
  groups,
  projectLanguages,
  projectMembers,
  projects,
  sessions,
  subscriptions,
} from '../db/schema.ts';
import type { Subscription } from '../plans/subscription-service.ts';
import type { ProjectProgress } from '../workspace/progress.ts';
import { inProjectOrder, type ProjectLanguage } from '../workspace/project-languages.ts';
import type { Group } from './group-service.ts';
import type { Project } from './project-service.ts';

export interface AccountOverview {
  /** Null only for an account made before subscriptions existed. */
  subscription: Subscription | null;
  /** Oldest first, each with its groups oldest first, its languages and its progress in them. */
  projects: {
    project: Project;
    /** The account's membership of it. */
    member: Member;
    groups: Group[];
    languages: ProjectLanguage[];
    progress: ProjectProgress[];
  }[];
}

type GroupJson = Omit<Group, 'createdAt'> & { createdAt: string };
type ProjectJson = Omit<Project, 'createdAt'> & {
  createdAt: string;
  member: Omit<Member, 'joinedAt'> & { joinedAt: string };
  groups: GroupJson[];
  /** Tags in the order added. */
  languages: string[];
  progress: ProjectProgress[];
};

/**
 * The projects the account is a member of (owned and shared), each with its membership, and with its groups, languages and progress (as the dashboard shows
 * them), as one JSON value on the account's row: joined rows would repeat the account (and the
 * session) once per group, and the driver would parse each copy.
 */
const projectsJson = sql<ProjectJson[]>`(
  select coalesce(json_agg(json_build_object(
    'id', ${projects.id}, 'accountId', ${projects.accountId}, 'name', ${projects.name},
    'baseLanguage', ${projects.baseLanguage}, 'translatorsSuggest', ${projects.translatorsSuggest},
    'createdAt', ${projects.createdAt},
    'member', json_build_object(
      'id', ${projectMembers.id}, 'projectId', ${projectMembers.projectId},
      'accountId', ${projectMembers.accountId}, 'role', ${projectMembers.role},
      'languages', ${projectMembers.languages}, 'joinedAt', ${projectMembers.joinedAt}
    ),
    'groups', (
      select coalesce(json_agg(json_build_object(
        'id', ${groups.id}, 'projectId', ${groups.projectId}, 'name', ${groups.name},
        'createdAt', ${groups.createdAt}
      ) order by ${groups.createdAt}, ${groups.id}), '[]')
      from ${groups} where ${groups.projectId} = ${projects.id}
    ),
    'languages', (
      select coalesce(json_agg(${projectLanguages.tag} order by ${projectLanguages.position}, ${projectLanguages.tag}), '[]')
      from ${projectLanguages} where ${projectLanguages.projectId} = ${projects.id}
    ),
    'progress', (
      select coalesce(json_agg(json_build_object(
        'projectId', ${projects.id}, 'language', counts.language, 'total', counts.total,
        'translated', counts.translated, 'reviewed', counts.reviewed, 'outdated', counts.outdated
      )), '[]')
      from (
        select ${groupProgress.language} as language, sum(${groupProgress.total})::int as total,
          sum(${groupProgress.translated})::int as translated, sum(${groupProgress.reviewed})::int as reviewed,
          sum(${groupProgress.outdated})::int as outdated
        from ${groupProgress} where ${groupProgress.projectId} = ${projects.id}
        group by ${groupProgress.language}
      ) counts
    )
  ) order by ${projects.createdAt}, ${projects.id}), '[]')
  from ${projects} join ${projectMembers} on ${projectMembers.projectId} = ${projects.id}
  where ${projectMembers.accountId} = ${accounts.id}
)`;

// Prepared once per database: the dashboard runs these on every load, so their SQL is built once.
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();

function prepare(db: Database) {
  const byAccount = db
    .select({ subscription: subscriptions, projects: projectsJson })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('account_overview');
  const bySession = db
    .select({ session: sessions, account: accounts, subscription: subscriptions, projects: projectsJson })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(subscriptions, eq(subscriptions.accountId, accounts.id))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
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

function overviewOf(row: { subscription: Subscription | null; projects: ProjectJson[] } | undefined) {
  const overview: AccountOverview = { subscription: row?.subscription ?? null, projects: [] };
  for (const { groups: groupRows, languages, progress, member, ...project } of row?.projects ?? []) {
    overview.projects.push({
      project: { ...project, createdAt: new Date(project.createdAt) },
      member: { ...member, joinedAt: new Date(member.joinedAt) },
      groups: groupRows.map((group) => ({ ...group, createdAt: new Date(group.createdAt) })),
      languages: inProjectOrder(languages, project.baseLanguage),
      progress,
    });
  }
  return overview;
}

/**
 * What the dashboard shows of an account, in one query: on an embedded database every query costs
 * a fixed few hundred microseconds, so the subscription, projects, groups, languages and progress
 * come together.
 */
export async function accountOverview(db: Database, accountId: string): Promise<AccountOverview> {
  const [row] = await queriesOf(db).byAccount.execute({ accountId });
  return overviewOf(row);
}

/**
 * The session of `tokenHash` with its account's overview, in one round trip: the dashboard's
 * request then costs one query. The session is not yet checked (SessionService.admit does that).
 */
export async function sessionOverview(
  db: Database,
  tokenHash: string,
): Promise<{ session: SessionRow | undefined; overview: AccountOverview }> {
  const [row] = await queriesOf(db).bySession.execute({ tokenHash });
  return { session: row && { session: row.session, account: row.account }, overview: overviewOf(row) };
}
