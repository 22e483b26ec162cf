import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { groups, projects } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import { cleanName, isId } from './input-rules.ts';

export type Group = typeof groups.$inferSelect;

const nameTaken = (name: string) =>
  new DomainError('BAD_USER_INPUT', `This project already has a group named “${name}”.`);

/** The groups of each project, oldest first: one query for any number of projects. */
export async function groupsOfProjects(db: Database, projectIds: readonly string[]) {
  const rows = await db
    .select()
    .from(groups)
    .where(inArray(groups.projectId, [...projectIds]))
    .orderBy(asc(groups.createdAt), asc(groups.id));
  return projectIds.map((projectId) => rows.filter((row) => row.projectId === projectId));
}

/** The group, if it is in that project and the project is the account's; null otherwise. */
export async function findGroup(db: Database, accountId: string, projectId: string, id: string) {
  if (!isId(projectId) || !isId(id)) return null;
  const [row] = await db
    .select({ group: groups })
    .from(groups)
    .innerJoin(projects, eq(projects.id, groups.projectId))
    .where(and(eq(groups.id, id), eq(groups.projectId, projectId), eq(projects.accountId, accountId)));
  return row?.group ?? null;
}

async function requireOwnedProject(db: Database, accountId: string, projectId: string) {
  if (!isId(projectId)) throw notFound('Project');
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)));
  if (!project) throw notFound('Project');
}

export async function createGroup(
  db: Database,
  accountId: string,
  projectId: string,
  rawName: string,
  now: Date,
) {
  const name = cleanName(rawName);
  await requireOwnedProject(db, accountId, projectId);
  try {
    const [group] = await db.insert(groups).values({ projectId, name, createdAt: now }).returning();
    if (!group) throw new Error('insert returned no group');
    return group;
  } catch (error) {
    // A project deleted between the check and the insert breaks the foreign key: it is gone.
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw notFound('Project');
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export async function updateGroup(
  db: Database,
  accountId: string,
  projectId: string,
  id: string,
  rawName: string,
) {
  const name = cleanName(rawName);
  const existing = await findGroup(db, accountId, projectId, id);
  if (!existing) throw notFound('Group');
  try {
    const [group] = await db.update(groups).set({ name }).where(eq(groups.id, existing.id)).returning();
    if (!group) throw notFound('Group');
    return group;
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export async function deleteGroup(
  db: Database,
  accountId: string,
  projectId: string,
  id: string,
): Promise<true> {
  const existing = await findGroup(db, accountId, projectId, id);
  if (!existing) throw notFound('Group');
  await db.delete(groups).where(eq(groups.id, existing.id));
  return true;
}
