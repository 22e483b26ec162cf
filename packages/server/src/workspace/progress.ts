import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { groupProgress } from '../db/schema.ts';
import type { Executor } from './executor.ts';

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

/** What one value adds to its group's counters in its language. */
export interface ProgressDelta {
  groupId: string;
  language: string;
  translated: number;
  reviewed: number;
  outdated: number;
}

const isTranslated = (state: string) => (state === 'TRANSLATED' || state === 'REVIEWED' ? 1 : 0);

/** The change to the counters when a value goes from `before` to `after`. */
export function deltaOf(
  groupId: string,
  language: string,
  before: { state: string; outdated: boolean },
  after: { state: string; outdated: boolean },
): ProgressDelta {
  return {
    groupId,
    language,
    translated: isTranslated(after.state) - isTranslated(before.state),
    reviewed: (after.state === 'REVIEWED' ? 1 : 0) - (before.state === 'REVIEWED' ? 1 : 0),
    outdated: Number(after.outdated) - Number(before.outdated),
  };
}

/** Adds the deltas, summed per group and language, to the counters. */
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
  for (const sum of sums.values()) {
    if (sum.translated === 0 && sum.reviewed === 0 && sum.outdated === 0) continue;
    await tx
      .update(groupProgress)
      .set({
        translated: sql`${groupProgress.translated} + ${sum.translated}`,
        reviewed: sql`${groupProgress.reviewed} + ${sum.reviewed}`,
        outdated: sql`${groupProgress.outdated} + ${sum.outdated}`,
      })
      .where(and(eq(groupProgress.groupId, sum.groupId), eq(groupProgress.language, sum.language)));
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
