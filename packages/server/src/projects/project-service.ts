import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import { countProjects, lockSubscription, planOf } from '../plans/subscription-service.ts';
import { lockOwnedProject } from '../workspace/ownership.ts';
import { changeBaseLanguage, insertLanguages } from '../workspace/project-languages.ts';
import { cleanLanguage, cleanName, isId } from './input-rules.ts';

export type Project = typeof projects.$inferSelect;

export interface ProjectInput {
  name: string;
  baseLanguage: string;
}

const nameTaken = (name: string) =>
  new DomainError('BAD_USER_INPUT', `You already have a project named “${name}”.`);

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
        throw new DomainError(
          'PLAN_LIMIT_REACHED',
          `Your ${plan.name} plan includes ${plan.projectLimit} projects. Upgrade to create more.`,
        );
      }
      const [project] = await tx
        .insert(projects)
        .values({ accountId, name, baseLanguage, createdAt: now })
        .returning();
      if (!project) throw new Error('insert returned no project');
      await insertLanguages(tx, project.id, [baseLanguage], now);
      return project;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

/** Renames the project or changes its base language (added when absent; the old base stays a target). */
export async function updateProject(
  db: Database,
  accountId: string,
  id: string,
  input: ProjectInput,
  now: Date,
) {
  const name = cleanName(input.name);
  const baseLanguage = cleanLanguage(input.baseLanguage);
  try {
    return await db.transaction(async (tx) => {
      const current = await lockOwnedProject(tx, accountId, id);
      if (current.baseLanguage !== baseLanguage) await changeBaseLanguage(tx, id, baseLanguage, now);
      const [project] = await tx.update(projects).set({ name }).where(eq(projects.id, id)).returning();
      if (!project) throw notFound('Project');
      return project;
    });
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
