import { type FileEntry, type FileStructure, writeI18nextFile } from '@verba/formats';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { groups, projects, translationKeys, translations } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { isId } from '../projects/input-rules.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';
import type { TranslationState } from '../workspace/translation-view.ts';

export interface ExportOptions {
  languages: string[] | null;
  structure: FileStructure;
  states: TranslationState[];
}

export interface ExportGroup {
  id: string;
  name: string;
}

/** The account's project with its languages, or NOT_FOUND. */
export async function ownedProjectForExport(db: Database, accountId: string, projectId: string) {
  if (!isId(projectId)) throw notFound('Project');
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.accountId, accountId)));
  if (!project) throw notFound('Project');
  const [languages] = await languagesOfProjects(db, [project.id]);
  return { id: project.id, languages: (languages ?? []).map((language) => language.tag) };
}

/** The account's group with its project's languages, or NOT_FOUND. */
export async function ownedGroupForExport(db: Database, accountId: string, groupId: string) {
  if (!isId(groupId)) throw notFound('Group');
  const [row] = await db
    .select({ id: groups.id, name: groups.name, projectId: groups.projectId })
    .from(groups)
    .innerJoin(projects, eq(projects.id, groups.projectId))
    .where(and(eq(groups.id, groupId), eq(projects.accountId, accountId)));
  if (!row) throw notFound('Group');
  const [languages] = await languagesOfProjects(db, [row.projectId]);
  return { group: row, languages: (languages ?? []).map((language) => language.tag) };
}

export async function groupsOfProject(db: Database, projectId: string): Promise<ExportGroup[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.projectId, projectId))
    .orderBy(asc(groups.name), asc(groups.id));
}

/**
 * The files of one group, one per language: a single query over its values in those languages
 * and states, so memory holds one group at a time.
 */
export async function groupFiles(
  db: Database,
  groupId: string,
  languages: readonly string[],
  options: Pick<ExportOptions, 'structure' | 'states'>,
): Promise<Map<string, string>> {
  const rows =
    languages.length === 0 || options.states.length === 0
      ? []
      : await db
          .select({
            name: translationKeys.name,
            plural: translationKeys.plural,
            language: translations.language,
            text: translations.text,
            forms: translations.forms,
          })
          .from(translations)
          .innerJoin(translationKeys, eq(translationKeys.id, translations.keyId))
          .where(
            and(
              eq(translationKeys.groupId, groupId),
              inArray(translations.language, [...languages]),
              inArray(translations.state, options.states),
            ),
          )
          .orderBy(sql`${translationKeys.name} collate "C"`);
  const entries = new Map<string, FileEntry[]>(languages.map((language) => [language, []]));
  for (const row of rows) {
    entries
      .get(row.language)
      ?.push(
        row.plural
          ? { name: row.name, plural: true, forms: row.forms ?? {} }
          : { name: row.name, plural: false, text: row.text ?? '' },
      );
  }
  return new Map(
    [...entries].map(([language, list]) => [language, writeI18nextFile(list, options.structure)]),
  );
}
