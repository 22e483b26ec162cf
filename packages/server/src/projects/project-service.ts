import { eq } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import { actorId, type Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { projectMembers, projects } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { DomainError, notFound } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import { countProjects, lockSubscription, planOf } from '../plans/subscription-service.ts';
import { announceGone, distributionsGoing } from '../releases/distributions-going.ts';
import { changeBaseLanguage, insertLanguages } from '../workspace/project-languages.ts';
import { cleanLanguage, cleanName } from './input-rules.ts';

export type Project = typeof projects.$inferSelect;

export interface ProjectInput {
  name: string;
  baseLanguage: string;
  /** "Translators suggest, reviewers decide"; null or absent keeps it as it is. */
  translatorsSuggest?: boolean | null;
}

const nameTaken = (name: string) =>
  new DomainError('BAD_USER_INPUT', `You already have a project named “${name}”.`);

/**
 * Creates a project if the plan has room. The subscription row stays locked from the count to the
 * insert, so two creates at the limit cannot both pass, whichever connection they run on.
 */
export async function createProject(db: Database, principal: Principal, input: ProjectInput, now: Date) {
  const accountId = actorId(principal);
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
        .values({
          accountId,
          name,
          baseLanguage,
          translatorsSuggest: input.translatorsSuggest ?? false,
          createdAt: now,
        })
        .returning();
      if (!project) throw new Error('insert returned no project');
      await tx
        .insert(projectMembers)
        .values({ projectId: project.id, accountId, role: 'OWNER', joinedAt: now });
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
  principal: Principal,
  id: string,
  input: ProjectInput,
  now: Date,
) {
  const name = cleanName(input.name);
  const baseLanguage = cleanLanguage(input.baseLanguage);
  try {
    return await db.transaction(async (tx) => {
      const { project: current } = await authorize(tx, principal, id, 'manageProject', { lock: 'update' });
      if (current.baseLanguage !== baseLanguage) await changeBaseLanguage(tx, id, baseLanguage, now);
      const translatorsSuggest = input.translatorsSuggest ?? current.translatorsSuggest;
      const [project] = await tx
        .update(projects)
        .set({ name, translatorsSuggest })
        .where(eq(projects.id, id))
        .returning();
      if (!project) throw notFound('Project');
      return project;
    });
  } catch (error) {
    throw isUniqueViolation(error) ? nameTaken(name) : error;
  }
}

/** Deletes the project and, by cascade, its groups and distributions (whose /cdn files go at once). */
export async function deleteProject(
  db: Database,
  principal: Principal,
  id: string,
  emit: Emit,
): Promise<true> {
  const going = await db.transaction(async (tx) => {
    await authorize(tx, principal, id, 'deleteProject', { lock: 'update' });
    const going = await distributionsGoing(tx, { projectId: id });
    await tx.delete(projects).where(eq(projects.id, id));
    return going;
  });
  announceGone(emit, going);
  return true;
}
