import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { countProjects, lockSubscription, planOf } from '../plans/subscription-service.ts';
import { cleanLanguage, cleanName, isId } from './input-rules.ts';
import { notFound, ServiceError } from './service-error.ts';

export type Project = typeof projects.$inferSelect;

export interface ProjectInput {
  name: string;
  baseLanguage: string;
}

const nameTaken = (name: string) =>
  new ServiceError('BAD_USER_INPUT', `You already have a project named “${name}”.`);

/** The account's projects with these ids; another account's id answers null, like a missing one. */
export async function ownedProjects(db: Database, accountId: string, ids: readonly string[]) {
  const valid = ids.filter(isId);
  const rows =
    valid.length === 0
      ? []
      : await db
          .select()
          .from(projects)
          .where(and(eq(projects.accountId, accountId), inArray(projects.id, valid)));
  return ids.map((id) => rows.find((row) => row.id === id) ?? null);
}

/**
 * Creates a project if the plan has room. The subscription row stays locked from the count to the
 * insert, so two creates at the limit cannot both pass, whichever connection they run on.
 */
export async function createProject(db: Database, accountId: string, input: ProjectInput, now: Date) {
  const name = cleanName(input.name);
  const baseLanguage = cleanLanguage(input.baseLanguage);
  try {
    return await db.transaction(async (tx) => {
      const plan = planOf(await lockSubscription(tx, accountId, now));
      if (plan.projectLimit !== null && (await countProjects(tx, accountId)) >= plan.projectLimit) {
        throw new ServiceError(
          'PLAN_LIMIT_REACHED',
          `Your ${plan.name} plan includes ${plan.projectLimit} projects. Upgrade to create more.`,
        );
      }
      const [project] = await tx
        .insert(projects)
        .values({ accountId, name, baseLanguage, createdAt: now })
        .returning();
      if (!project) throw new Error('insert returned no project');
      return project;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

export async function updateProject(db: Database, accountId: string, id: string, input: ProjectInput) {
  const name = cleanName(input.name);
  const baseLanguage = cleanLanguage(input.baseLanguage);
  if (!isId(id)) throw notFound('Project');
  try {
    const [project] = await db
      .update(projects)
      .set({ name, baseLanguage })
      .where(and(eq(projects.id, id), eq(projects.accountId, accountId)))
      .returning();
    if (!project) throw notFound('Project');
    return project;
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

/** Deletes the project and, by cascade, its groups. */
export async function deleteProject(db: Database, accountId: string, id: string): Promise<true> {
  if (!isId(id)) throw notFound('Project');
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, id), eq(projects.accountId, accountId)))
    .returning({ id: projects.id });
  if (deleted.length === 0) throw notFound('Project');
  return true;
}
