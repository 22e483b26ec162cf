import { and, eq, inArray } from 'drizzle-orm';
import { groups, projects, translationKeys } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import type { Executor } from './executor.ts';

export type TranslationKey = typeof translationKeys.$inferSelect;
type Project = typeof projects.$inferSelect;
type Group = typeof groups.$inferSelect;

/**
 * The account's project, locked until the transaction ends: writes to its languages, keys and
 * values take this lock first, so they see one another's results (key names, languages) in order.
 */
export async function lockOwnedProject(
  tx: Executor,
  accountId: string,
  projectId: string,
  strength: 'update' | 'share' = 'update',
): Promise<Project> {
  if (!isId(projectId)) throw notFound('Project');
  const [project] = await tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)))
    .for(strength);
  if (!project) throw notFound('Project');
  return project;
}

/** The account's group with its project, the project locked as in lockOwnedProject. */
export async function lockOwnedGroup(tx: Executor, accountId: string, groupId: string) {
  if (!isId(groupId)) throw notFound('Group');
  const [row] = await tx
    .select({ group: groups, project: projects })
    .from(groups)
    .innerJoin(projects, eq(projects.id, groups.projectId))
    .where(and(eq(groups.id, groupId), eq(projects.accountId, accountId)))
    .for('update', { of: projects });
  if (!row) throw notFound('Group');
  return row as { group: Group; project: Project };
}

/** The account's keys with these ids, in the order asked; another account's id answers null. */
export async function ownedKeys(
  db: Executor,
  accountId: string,
  ids: readonly string[],
): Promise<(TranslationKey | null)[]> {
  const valid = [...new Set(ids.filter(isId))];
  const rows =
    valid.length === 0
      ? []
      : await db
          .select({ key: translationKeys })
          .from(translationKeys)
          .innerJoin(projects, eq(projects.id, translationKeys.projectId))
          .where(and(inArray(translationKeys.id, valid), eq(projects.accountId, accountId)));
  const byId = new Map(rows.map((row) => [row.key.id, row.key]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * Every one of the keys, with their projects locked (in id order, so two writers cannot deadlock);
 * any id that is not the account's is NOT_FOUND, so nothing of a mixed list is written. Value
 * saves take a shared lock, so they run side by side and wait only for changes to keys or languages.
 */
export async function lockOwnedKeys(
  tx: Executor,
  accountId: string,
  ids: readonly string[],
  strength: 'update' | 'share' = 'update',
) {
  const keys = await ownedKeys(tx, accountId, ids);
  if (keys.includes(null)) throw notFound('Key');
  const found = keys as TranslationKey[];
  const projectsById = new Map<string, Project>();
  for (const projectId of [...new Set(found.map((key) => key.projectId))].sort()) {
    projectsById.set(projectId, await lockOwnedProject(tx, accountId, projectId, strength));
  }
  return { keys: found, projects: projectsById };
}
