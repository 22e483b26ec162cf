import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { groupProgress } from '../db/schema.ts';
import type { Executor } from './executor.ts';
import type { ProgressDelta } from './progress-delta.ts';

export interface LanguageProgress {
  language: string;
  total: number;
  translated: number;
  reviewed: number;
  outdated: number;
}

type Scope = { projectId: string } | { groupIds: readonly string[] };

/**
 * Counts the progress rows of whole groups again from keys and values. Runs inside the
 * transaction of a change to keys or languages (rare, structural); value saves use addToProgress.
 */
export async function recomputeProgress(tx: Executor, scope: Scope): Promise<void> {
  let where: SQL;
  if ('groupIds' in scope) {
    const groupIds = [...new Set(scope.groupIds)];
    if (groupIds.length === 0) return;
    where = sql`k.group_id in (${sql.join(
      groupIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
    await tx.delete(groupProgress).where(inArray(groupProgress.groupId, groupIds));
  } else {
    where = sql`k.project_id = ${scope.projectId}::uuid`;
    await tx.delete(groupProgress).where(eq(groupProgress.projectId, scope.projectId));
  }
  await tx.execute(sql`
    insert into group_progress (group_id, project_id, language, total, translated, reviewed, outdated)
    select k.group_id, k.project_id, pl.tag, count(*)::int,
      (count(*) filter (where t.state in ('TRANSLATED', 'REVIEWED')))::int,
      (count(*) filter (where t.state = 'REVIEWED'))::int,
      (count(*) filter (where t.outdated))::int
    from translation_keys k
    join project_languages pl on pl.project_id = k.project_id
    left join translations t on t.key_id = k.id and t.language = pl.tag
    where ${where}
    group by k.group_id, k.project_id, pl.tag`);
}

/** Counts `added` new keys, which have no values yet, in every language of the group's project. */
export async function addKeysToProgress(tx: Executor, groupId: string, projectId: string, added: number) {
  await tx.execute(sql`
    insert into group_progress (group_id, project_id, language, total)
    select ${groupId}::uuid, ${projectId}::uuid, tag, ${added}::int from project_languages where project_id = ${projectId}::uuid
    on conflict (group_id, language) do update set total = group_progress.total + excluded.total`);
}

/**
 * Counts the groups that have keys in languages new to the project: as many keys as in the
 * others, none of them translated yet. Costs one row per group, whatever the groups hold.
 */
export async function addLanguagesToProgress(tx: Executor, projectId: string, tags: readonly string[]) {
  if (tags.length === 0) return;
  await tx.execute(sql`
    insert into group_progress (group_id, project_id, language, total)
    select g.group_id, ${projectId}::uuid, l.tag, g.total
    from (select group_id, max(total) as total from group_progress where project_id = ${projectId}::uuid
      group by group_id) g
    cross join (values ${sql.join(
      tags.map((tag) => sql`(${tag}::text)`),
      sql`, `,
    )}) as l(tag)
    on conflict (group_id, language) do nothing`);
}

/** Adds the deltas, summed per group and language, to the counters (one statement a thousand pairs). */
export async function addToProgress(tx: Executor, deltas: readonly ProgressDelta[]): Promise<void> {
  const sums = new Map<string, ProgressDelta>();
  for (const delta of deltas) {
    const id = `${delta.groupId} ${delta.language}`;
    const sum = sums.get(id) ?? { ...delta, translated: 0, reviewed: 0, outdated: 0 };
    sum.translated += delta.translated;
    sum.reviewed += delta.reviewed;
    sum.outdated += delta.outdated;
    sums.set(id, sum);
  }
  const changed = [...sums.values()].filter(
    (sum) => sum.translated !== 0 || sum.reviewed !== 0 || sum.outdated !== 0,
  );
  for (let start = 0; start < changed.length; start += 1000) {
    const rows = changed
      .slice(start, start + 1000)
      .map(
        (sum) =>
          sql`(${sum.groupId}::uuid, ${sum.language}::text, ${sum.translated}::int, ${sum.reviewed}::int, ${sum.outdated}::int)`,
      );
    await tx.execute(sql`
      update group_progress g set translated = g.translated + d.translated,
        reviewed = g.reviewed + d.reviewed, outdated = g.outdated + d.outdated
      from (values ${sql.join(rows, sql`, `)}) as d(group_id, language, translated, reviewed, outdated)
      where g.group_id = d.group_id and g.language = d.language`);
  }
}

/** The counters of each group, one row per language that has any. */
export async function progressOfGroups(db: Executor, groupIds: readonly string[]) {
  const rows =
    groupIds.length === 0
      ? []
      : await db
          .select()
          .from(groupProgress)
          .where(inArray(groupProgress.groupId, [...groupIds]));
  return groupIds.map((groupId) => rows.filter((row) => row.groupId === groupId));
}

/** A project's counters in one language, summed over its groups. */
export interface ProjectProgress extends LanguageProgress {
  projectId: string;
}

/** The counters of each project, summed over its groups, one row per language that has any. */
export async function progressOfProjects(
  db: Executor,
  projectIds: readonly string[],
): Promise<ProjectProgress[][]> {
  const rows =
    projectIds.length === 0
      ? []
      : await db
          .select({
            projectId: groupProgress.projectId,
            language: groupProgress.language,
            total: sql<number>`sum(${groupProgress.total})::int`,
            translated: sql<number>`sum(${groupProgress.translated})::int`,
            reviewed: sql<number>`sum(${groupProgress.reviewed})::int`,
            outdated: sql<number>`sum(${groupProgress.outdated})::int`,
          })
          .from(groupProgress)
          .where(inArray(groupProgress.projectId, [...projectIds]))
          .groupBy(groupProgress.projectId, groupProgress.language);
  return projectIds.map((projectId) => rows.filter((row) => row.projectId === projectId));
}

/** One entry per project language, in its order; languages without keys count zero. */
export function progressByLanguage(
  languages: readonly { tag: string }[],
  rows: readonly LanguageProgress[],
): LanguageProgress[] {
  return languages.map(
    ({ tag }) =>
      rows.find((row) => row.language === tag) ?? {
        language: tag,
        total: 0,
        translated: 0,
        reviewed: 0,
        outdated: 0,
      },
  );
}
