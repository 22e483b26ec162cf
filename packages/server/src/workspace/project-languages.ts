import { PROJECT_LANGUAGES_MAX } from '@verba/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { authorize } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import {
  groupProgress,
  issueCounts,
  projectLanguages,
  projects,
  translationKeys,
  translations,
} from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Executor } from './executor.ts';
import { recomputeProgress } from './progress.ts';
import { refreshSearchText } from './search-text.ts';
import { recomputeIssues } from './translation-issues.ts';
import { badInput, checkTag } from './workspace-rules.ts';

export interface ProjectLanguage {
  tag: string;
  isBase: boolean;
}

/** A project's languages from its tags in the order added: the base first, then the targets. */
export function inProjectOrder(tags: readonly string[], base: string): ProjectLanguage[] {
  return [...tags.filter((tag) => tag === base), ...tags.filter((tag) => tag !== base)].map((tag) => ({
    tag,
    isBase: tag === base,
  }));
}

/** The languages of each project: base first, then the targets in the order added. */
export async function languagesOfProjects(
  db: Executor,
  projectIds: readonly string[],
): Promise<ProjectLanguage[][]> {
  const rows =
    projectIds.length === 0
      ? []
      : await db
          .select({
            projectId: projectLanguages.projectId,
            tag: projectLanguages.tag,
            base: projects.baseLanguage,
          })
          .from(projectLanguages)
          .innerJoin(projects, eq(projects.id, projectLanguages.projectId))
          .where(inArray(projectLanguages.projectId, [...projectIds]))
          .orderBy(asc(projectLanguages.position), asc(projectLanguages.tag));
  return projectIds.map((projectId) => {
    const own = rows.filter((row) => row.projectId === projectId);
    return inProjectOrder(
      own.map((row) => row.tag),
      own[0]?.base ?? '',
    );
  });
}

/**
 * Adds the tags a project lacks, after the others; true when one was new. Past PROJECT_LANGUAGES_MAX
 * it refuses with LANGUAGE_LIMIT_REACHED; the callers hold the project's lock, so the count holds.
 */
export async function insertLanguages(
  tx: Executor,
  projectId: string,
  tags: readonly string[],
  now: Date,
  field = 'tags',
) {
  const present = await tx
    .select({ tag: projectLanguages.tag, position: projectLanguages.position })
    .from(projectLanguages)
    .where(eq(projectLanguages.projectId, projectId));
  const known = new Set(present.map((row) => row.tag));
  const added = [...new Set(tags)].filter((tag) => !known.has(tag));
  if (added.length === 0) return false;
  if (present.length + added.length > PROJECT_LANGUAGES_MAX) {
    throw new DomainError(
      'LANGUAGE_LIMIT_REACHED',
      `A project has at most ${PROJECT_LANGUAGES_MAX} languages; this one has ${present.length}, so at most ${Math.max(0, PROJECT_LANGUAGES_MAX - present.length)} more can be added.`,
      { field, limit: PROJECT_LANGUAGES_MAX },
    );
  }
  let position = Math.max(-1, ...present.map((row) => row.position)) + 1;
  await tx
    .insert(projectLanguages)
    .values(added.map((tag) => ({ projectId, tag, position: position++, createdAt: now })))
    .onConflictDoNothing();
  return true;
}

/** Adds target languages (canonical tags); a tag the project has already is left as it is. */
export async function addLanguages(
  db: Database,
  principal: Principal,
  projectId: string,
  rawTags: readonly string[],
  now: Date,
): Promise<ProjectLanguage[]> {
  if (rawTags.length === 0) throw badInput('tags', 'Choose at least one language.');
  if (rawTags.length > PROJECT_LANGUAGES_MAX)
    throw badInput('tags', `Add at most ${PROJECT_LANGUAGES_MAX} languages at a time.`);
  const tags = rawTags.map((tag, index) => checkTag(tag, 'tags', index));
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'manageProject', { lock: 'update' });
    if (await insertLanguages(tx, projectId, tags, now)) await recomputeProgress(tx, { projectId });
    const [languages] = await languagesOfProjects(tx, [projectId]);
    return languages ?? [];
  });
}

/** Removes a target language and every value in it; the base language cannot be removed. */
export async function removeLanguage(db: Database, principal: Principal, projectId: string, rawTag: string) {
  const tag = checkTag(rawTag, 'tag');
  return db.transaction(async (tx) => {
    const { project } = await authorize(tx, principal, projectId, 'manageProject', { lock: 'update' });
    if (project.baseLanguage === tag) {
      throw badInput('tag', 'The base language cannot be removed. Make another language the base first.');
    }
    const removed = await tx
      .delete(projectLanguages)
      .where(and(eq(projectLanguages.projectId, projectId), eq(projectLanguages.tag, tag)))
      .returning({ tag: projectLanguages.tag });
    if (removed.length === 0) throw badInput('tag', `${tag} is not a language of this project.`);
    await tx
      .delete(translations)
      .where(
        and(
          eq(translations.language, tag),
          inArray(
            translations.keyId,
            tx
              .select({ id: translationKeys.id })
              .from(translationKeys)
              .where(eq(translationKeys.projectId, projectId)),
          ),
        ),
      );
    await refreshSearchText(tx, { projectId });
    await tx
      .delete(groupProgress)
      .where(and(eq(groupProgress.projectId, projectId), eq(groupProgress.language, tag)));
    await tx
      .delete(issueCounts)
      .where(and(eq(issueCounts.projectId, projectId), eq(issueCounts.language, tag)));
    return true as const;
  });
}

/**
 * Makes `tag` the base language (adding it when absent); the old base stays a target and every
 * value is kept. Issues compare with the base, so they are counted again.
 */
export async function changeBaseLanguage(tx: Executor, projectId: string, tag: string, now: Date) {
  const added = await insertLanguages(tx, projectId, [tag], now, 'baseLanguage');
  await tx.update(projects).set({ baseLanguage: tag }).where(eq(projects.id, projectId));
  if (added) await recomputeProgress(tx, { projectId });
  await recomputeIssues(tx, { projectId });
}
