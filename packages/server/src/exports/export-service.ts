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
 * The values of one group in one language and these states, unordered (the file writer sorts the
 * keys): each key of the group looks its value up by the primary key. A join left to the planner
 * reads all of the project's values in the language for every file while the statistics lag a
 * large import (PGlite has no autovacuum to refresh them); the subquery's `limit` (a key has one
 * value per language) keeps it from being merged into such a join.
 */
function fileRows(db: Database, groupId: string, language: string, states: readonly TranslationState[]) {
  const value = db
    .select({ text: translations.text, forms: translations.forms })
    .from(translations)
    .where(
      and(
        eq(translations.keyId, translationKeys.id),
        eq(translations.language, language),
        inArray(translations.state, [...states]),
      ),
    )
    .limit(1)
    .as('value');
  return db
    .select({
      name: translationKeys.name,
      plural: translationKeys.plural,
      text: value.text,
      forms: value.forms,
    })
    .from(translationKeys)
    .crossJoinLateral(value)
    .where(eq(translationKeys.groupId, groupId));
}

/** The file of one group and language: memory holds its values, not the project's. */
export async function groupFile(
  db: Database,
  groupId: string,
  language: string,
  options: Pick<ExportOptions, 'structure' | 'states'>,
): Promise<string> {
  const rows = options.states.length === 0 ? [] : await fileRows(db, groupId, language, options.states);
  return writeI18nextFile(rows.map(entryOf), options.structure);
}
