import { type FileEntry, type FileStructure, writeI18nextFile } from '@verba/formats';
import { and, asc, eq, inArray } from 'drizzle-orm';
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

const entryOf = (row: {
  name: string;
  plural: boolean;
  text: string | null;
  forms: Record<string, string> | null;
}): FileEntry =>
  row.plural
    ? { name: row.name, plural: true, forms: row.forms ?? {} }
    : { name: row.name, plural: false, text: row.text ?? '' };

/**
 * The values of these groups in these languages and states, unordered: the file writer sorts
 * the keys, so the database need not.
 */
function valueRows(
  db: Database,
  groupIds: readonly string[],
  languages: readonly string[],
  states: readonly TranslationState[],
) {
  return db
    .select({
      groupId: translationKeys.groupId,
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
        inArray(translationKeys.groupId, [...groupIds]),
        inArray(translations.language, [...languages]),
        inArray(translations.state, [...states]),
      ),
    );
}

/** The files of one group, one per language, from a single query. */
export async function groupFiles(
  db: Database,
  groupId: string,
  languages: readonly string[],
  options: Pick<ExportOptions, 'structure' | 'states'>,
): Promise<Map<string, string>> {
  const rows =
    languages.length === 0 || options.states.length === 0
      ? []
      : await valueRows(db, [groupId], languages, options.states);
  const entries = new Map<string, FileEntry[]>(languages.map((language) => [language, []]));
  for (const row of rows) entries.get(row.language)?.push(entryOf(row));
  return new Map(
    [...entries].map(([language, list]) => [language, writeI18nextFile(list, options.structure)]),
  );
}

/**
 * The files of one language, one per group (in the order given), from a single query: a query
 * per group and language costs a scan each while the planner's statistics lag a large import.
 */
export async function languageFiles(
  db: Database,
  groups: readonly ExportGroup[],
  language: string,
  options: Pick<ExportOptions, 'structure' | 'states'>,
): Promise<Map<ExportGroup, string>> {
  const rows =
    groups.length === 0 || options.states.length === 0
      ? []
      : await valueRows(
          db,
          groups.map((group) => group.id),
          [language],
          options.states,
        );
  const entries = new Map<string, FileEntry[]>(groups.map((group) => [group.id, []]));
  for (const row of rows) entries.get(row.groupId)?.push(entryOf(row));
  return new Map(
    groups.map((group) => [group, writeI18nextFile(entries.get(group.id) ?? [], options.structure)]),
  );
}
