import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { authorize, authorizeGroup } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import { subtractIssuesOf } from '../checks/issue-counts.ts';
import type { Database } from '../db/database.ts';
import { groups } from '../db/schema.ts';
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

/** The group, if it is in that project and the principal may read it there; null otherwise. */
export async function findGroup(db: Database, principal: Principal, projectId: string, id: string) {
  try {
    const { group } = await authorizeGroup(db, principal, id, 'read');
    return group.projectId === projectId ? group : null;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

export async function createGroup(
  db: Database,
  principal: Principal,
  projectId: string,
  rawName: string,
  now: Date,
) {
  const name = cleanName(rawName);
  try {
    return await db.transaction(async (tx) => {
      await authorize(tx, principal, projectId, 'editKeys', { lock: 'share' });
      const [group] = await tx.insert(groups).values({ projectId, name, createdAt: now }).returning();
      if (!group) throw new Error('insert returned no group');
      return group;
    });
  } catch (error) {
    // A project deleted between the check and the insert breaks the foreign key: it is gone.
    if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw notFound('Project');
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export async function updateGroup(
  db: Database,
  principal: Principal,
  projectId: string,
  id: string,
  rawName: string,
) {
  const name = cleanName(rawName);
  if (!isId(id)) throw notFound('Group');
  try {
    return await db.transaction(async (tx) => {
      await authorize(tx, principal, projectId, 'editKeys', { lock: 'share' });
      const [group] = await tx
        .update(groups)
        .set({ name })
        .where(and(eq(groups.id, id), eq(groups.projectId, projectId)))
        .returning();
      if (!group) throw notFound('Group');
      return group;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export async function deleteGroup(
  db: Database,
  principal: Principal,
  projectId: string,
  id: string,
): Promise<true> {
  if (!isId(id)) throw notFound('Group');
  return db.transaction(async (tx) => {
    // Update, as deleting keys does: the group's keys go with it.
    await authorize(tx, principal, projectId, 'editKeys', { lock: 'update' });
    // Its values' issues leave the project's counts with them (nothing when the group is not the project's).
    await subtractIssuesOf(tx, sql`k.group_id = ${id}::uuid and k.project_id = ${projectId}::uuid`);
    const deleted = await tx
      .delete(groups)
      .where(and(eq(groups.id, id), eq(groups.projectId, projectId)))
      .returning({ id: groups.id });
    if (deleted.length === 0) throw notFound('Group');
    return true as const;
  });
}
