import { type ApiScope, allows, type ProjectAction } from '@verba/contract';
import { and, eq, inArray } from 'drizzle-orm';
import {
  apiKeys,
  comments,
  distributions,
  glossaryTerms,
  groups,
  imports,
  jobs,
  projectInvitations,
  projectMembers,
  projects,
  suggestions,
  translationKeys,
  webhooks,
} from '../db/schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from '../workspace/executor.ts';
import { scopeForAction, scopesGrant } from './api-scopes.ts';
import { requireOpen } from './busy-projects.ts';
import { actorId, type Principal, scopesForbidden } from './principal.ts';

export type Project = typeof projects.$inferSelect;
export type Member = typeof projectMembers.$inferSelect;
export type Group = typeof groups.$inferSelect;
type ChildName = Parameters<typeof notFound>[0];
export type TranslationKey = typeof translationKeys.$inferSelect;

/** A project the principal is a member of, with that membership. */
export interface Access {
  project: Project;
  member: Member;
  /** An API key's scopes, which limit the role's rights; absent for a session. */
  scopes?: readonly ApiScope[];
}

type Lock = 'update' | 'share';

const forbidden = () => new DomainError('FORBIDDEN', 'Your role in this project does not allow this.');

/**
 * Refuses with FORBIDDEN unless the membership allows the action; a language-bound action
 * (translate, review) names its language, else it needs the right in every language.
 */
export function requireRight(access: Access, action: ProjectAction, language?: string): void {
  requireScope(access, action);
  const scope = language === undefined ? undefined : { language, baseLanguage: access.project.baseLanguage };
  if (!allows(access.member, action, scope)) throw forbidden();
}

/** An API key sees its own project only; any other is NOT_FOUND, as a stranger's would be. */
const reaches = (principal: Principal, projectId: string): boolean =>
  principal.kind !== 'apiKey' || principal.projectId === projectId;

/** Whether an API key's scopes grant the action (a session's access has none to limit it). */
export function scopesAllow(access: Access, action: ProjectAction): boolean {
  if (access.scopes === undefined) return true;
  const scope = scopeForAction[action];
  return scope !== null && scopesGrant(access.scopes, scope);
}

/** An API key's scopes must also grant the action: its creator's role and its scopes both limit it. */
function requireScope(access: Access, action: ProjectAction): void {
  if (!scopesAllow(access, action)) throw scopesForbidden();
}

/** The access as the principal holds it: an API key's carries its scopes to every later check. */
const withScopes = (principal: Principal, access: Access): Access =>
  principal.kind === 'apiKey' ? { ...access, scopes: principal.scopes } : access;

/**
 * The one check before any project-scoped read or write, in the work's transaction: a project the
 * principal is not a member of (or an API key's other projects) is NOT_FOUND (it does not exist for them), a right its role lacks
 * FORBIDDEN. `lock` locks the project row until the transaction ends, so writes to its languages,
 * keys and values see one another's results in order.
 */
export async function authorize(
  tx: Executor,
  principal: Principal,
  projectId: string,
  action: ProjectAction,
  options: { language?: string; lock?: Lock } = {},
): Promise<Access> {
  if (!isId(projectId) || !reaches(principal, projectId)) throw notFound('Project');
  const query = tx
    .select({ project: projects, member: projectMembers })
    .from(projects)
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.accountId, actorId(principal))),
    )
    .where(eq(projects.id, projectId));
  const [row] = options.lock ? await query.for(options.lock, { of: projects }) : await query;
  if (!row) throw notFound('Project');
  requireOpen(projectId);
  const access = withScopes(principal, row);
  requireRight(access, action, options.language);
  return access;
}

/**
 * The rows that belong to one project, by the name authorizeVia knows them by, and the name their
 * NOT_FOUND gives.
 */
const children = {
  comment: { table: comments, name: 'Comment' },
  suggestion: { table: suggestions, name: 'Suggestion' },
  webhook: { table: webhooks, name: 'Webhook' },
  distribution: { table: distributions, name: 'Distribution' },
  apiKey: { table: apiKeys, name: 'API key' },
  invitation: { table: projectInvitations, name: 'Invitation' },
  import: { table: imports, name: 'Import' },
  group: { table: groups, name: 'Group' },
  job: { table: jobs, name: 'Job' },
  glossaryTerm: { table: glossaryTerms, name: 'Glossary term' },
} as const;

type ChildEntity = keyof typeof children;
type ChildRow<E extends ChildEntity> = (typeof children)[E]['table']['$inferSelect'];
// Every child table has these two columns; drizzle cannot select from a union of tables.
type AnyChild = typeof groups;

/**
 * authorize, reached through one of the project's rows (a comment, a webhook, an import…): the
 * row's project is authorized for the action, and a row of a project the principal cannot see,
 * or of another API key's project, is NOT_FOUND under the row's own name, as a missing one is.
 * `lockRow` locks the row itself before its project is read (a suggestion being decided).
 */
export async function authorizeVia<E extends ChildEntity>(
  tx: Executor,
  principal: Principal,
  entity: E,
  id: string,
  action: ProjectAction,
  options: { language?: string; lock?: Lock; lockRow?: boolean } = {},
): Promise<Access & { row: ChildRow<E> }> {
  const { table, name } = children[entity] as unknown as { table: AnyChild; name: ChildName };
  if (!isId(id)) throw notFound(name);
  if (!options.lock && !options.lockRow) return authorizeRow(tx, principal, entity, id, action, options);
  const read = async () => {
    const query = tx.select().from(table).where(eq(table.id, id));
    const [row] = options.lockRow ? await query.for('update') : await query;
    return row as ChildRow<E> | undefined;
  };
  const row = await read();
  if (!row) throw notFound(name);
  const access = await authorize(tx, principal, row.projectId, action, options).catch((error: unknown) => {
    throw error instanceof DomainError && error.code === 'NOT_FOUND' ? notFound(name) : error;
  });
  // Read again after the project's lock, so a concurrent move or delete of the row is seen.
  const current = options.lock ? await read() : row;
  if (!current || current.projectId !== access.project.id) throw notFound(name);
  return { ...access, row: current };
}

/**
 * authorizeVia without locks, in one read: the row joined to its project and the principal's
 * membership (the editor's page reads a group this way on every load).
 */
async function authorizeRow<E extends ChildEntity>(
  tx: Executor,
  principal: Principal,
  entity: E,
  id: string,
  action: ProjectAction,
  options: { language?: string },
): Promise<Access & { row: ChildRow<E> }> {
  const { table, name } = children[entity] as unknown as { table: AnyChild; name: ChildName };
  const [found] = await tx
    .select({ row: table, project: projects, member: projectMembers })
    .from(table)
    .innerJoin(projects, eq(projects.id, table.projectId))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.accountId, actorId(principal))),
    )
    .where(eq(table.id, id));
  if (!found || !reaches(principal, found.project.id)) throw notFound(name);
  requireOpen(found.project.id);
  const access = withScopes(principal, { project: found.project, member: found.member });
  requireRight(access, action, options.language);
  return { ...access, row: found.row as ChildRow<E> };
}

/** authorizeVia a group, the row most operations start from. */
export async function authorizeGroup(
  tx: Executor,
  principal: Principal,
  groupId: string,
  action: ProjectAction,
  options: { lock?: Lock } = {},
): Promise<Access & { group: Group }> {
  const { row, ...access } = await authorizeVia(tx, principal, 'group', groupId, action, options);
  return { ...access, group: row };
}

/** The keys with these ids in projects the principal is a member of, in the order asked; others null. */
export async function memberKeys(
  db: Executor,
  principal: Principal,
  ids: readonly string[],
): Promise<(TranslationKey | null)[]> {
  const valid = [...new Set(ids.filter(isId))];
  const rows =
    valid.length === 0
      ? []
      : await db
          .select({ key: translationKeys })
          .from(translationKeys)
          .innerJoin(
            projectMembers,
            and(
              eq(projectMembers.projectId, translationKeys.projectId),
              eq(projectMembers.accountId, actorId(principal)),
            ),
          )
          .where(inArray(translationKeys.id, valid));
  const byId = new Map(
    rows.filter((row) => reaches(principal, row.key.projectId)).map((row) => [row.key.id, row.key]),
  );
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * authorize for every one of the keys, their projects locked in id order (two writers cannot
 * deadlock); any key outside the principal's projects is NOT_FOUND, so nothing of a mixed list is
 * written. Value saves take a shared lock and check each value's language themselves.
 */
export async function authorizeKeys(
  tx: Executor,
  principal: Principal,
  ids: readonly string[],
  action: ProjectAction,
  options: { lock?: Lock } = {},
): Promise<{ keys: TranslationKey[]; projects: Map<string, Access> }> {
  const keys = await memberKeys(tx, principal, ids);
  if (keys.includes(null)) throw notFound('Key');
  const found = keys as TranslationKey[];
  const byProject = new Map<string, Access>();
  for (const projectId of [...new Set(found.map((key) => key.projectId))].sort()) {
    byProject.set(projectId, await authorize(tx, principal, projectId, action, options));
  }
  return { keys: found, projects: byProject };
}

/** The principal's memberships of these projects, in the order asked; null where it is none. */
export async function memberProjects(
  db: Executor,
  principal: Principal,
  ids: readonly string[],
): Promise<(Access | null)[]> {
  const valid = [...new Set(ids.filter(isId))];
  const rows =
    valid.length === 0
      ? []
      : await db
          .select({ project: projects, member: projectMembers })
          .from(projects)
          .innerJoin(
            projectMembers,
            and(eq(projectMembers.projectId, projects.id), eq(projectMembers.accountId, actorId(principal))),
          )
          .where(inArray(projects.id, valid));
  const byId = new Map(
    rows
      .filter((row) => reaches(principal, row.project.id))
      .map((row) => [row.project.id, withScopes(principal, row)]),
  );
  return ids.map((id) => byId.get(id) ?? null);
}
