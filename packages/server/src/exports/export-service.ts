import { type FileLayout, type FileShape, type KeyValue, writeI18next } from '@verba/formats';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Access, Group } from '../access/authorize.ts';
import type { Database } from '../db/database.ts';
import { groupFileLayouts, groups, projects, translationKeys, translations } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import { fileSpellings } from '../workspace/language-spellings.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';
import type { TranslationState } from '../workspace/translation-view.ts';
import { namesOfAnyImportedFile, namesOfImportedFile } from './imported-file-names.ts';

/** `nested` or `flat` overrides the groups' structure for one export; null keeps each group's. */
export type ExportStructure = 'nested' | 'flat' | null;

export interface ExportOptions {
  languages: string[] | null;
  structure: ExportStructure;
  states: TranslationState[];
}

export interface ExportGroup {
  id: string;
  name: string;
}

/**
 * A project the principal may read, with its languages and their file spellings (the paths'
 * `de_DE`); NOT_FOUND for anyone else.
 */
export async function projectForExport(db: Database, { project }: Access) {
  const [languages] = await languagesOfProjects(db, [project.id]);
  return {
    id: project.id,
    languages: (languages ?? []).map((language) => language.tag),
    spellings: await fileSpellings(db, project.id),
  };
}

/** A group the principal was authorized to read, with its project's languages and their file spellings. */
export async function groupForExport(db: Database, group: Group) {
  const row = { id: group.id, name: group.name, projectId: group.projectId };
  const [languages] = await languagesOfProjects(db, [row.projectId]);
  return {
    group: row,
    languages: (languages ?? []).map((language) => language.tag),
    spellings: await fileSpellings(db, row.projectId),
  };
}

export async function groupsOfProject(db: Database, projectId: string): Promise<ExportGroup[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .where(eq(groups.projectId, projectId))
    .orderBy(asc(groups.name), asc(groups.id));
}

const keyValueOf = (row: {
  name: string;
  plural: boolean;
  text: string | null;
  forms: Record<string, string> | null;
}): KeyValue =>
  row.plural
    ? { name: row.name, plural: true, forms: row.forms ?? {} }
    : { name: row.name, plural: false, text: row.text ?? '' };

/**
 * The values of one group in one language and these states: each key of the group looks its value
 * up by the primary key. A join left to the planner reads all of the project's values in the
 * language for every file while the statistics lag a large import (PGlite has no autovacuum to
 * refresh them); the subquery's `limit` (a key has one value per language) keeps it from being
 * merged into such a join. `everyKey` keeps the keys without such a value (as empty ones).
 */
function fileRows(
  db: Database,
  groupId: string,
  language: string,
  states: readonly TranslationState[],
  everyKey: boolean,
) {
  const value = db
    .select({ text: translations.text, forms: translations.forms, found: sql<boolean>`true`.as('found') })
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
  const keys = db
    .select({
      name: translationKeys.name,
      plural: translationKeys.plural,
      text: value.text,
      forms: value.forms,
      found: value.found,
    })
    .from(translationKeys);
  return (everyKey ? keys.leftJoinLateral(value, sql`true`) : keys.crossJoinLateral(value))
    .where(eq(translationKeys.groupId, groupId))
    .orderBy(sql`${translationKeys.name} collate "C"`);
}

/** The group's shape, with `structure` of the query overriding its structure and separator. */
function shapeFor(stored: FileShape, structure: ExportStructure): FileShape {
  if (structure === 'nested') return { ...stored, structure: 'NESTED', keySeparator: '.' };
  if (structure === 'flat') return { ...stored, structure: 'FLAT', keySeparator: '' };
  return stored;
}

interface FileSettings {
  shape: FileShape;
  layout: FileLayout | undefined;
  /** The keys this language's imported file held, null without one: EMPTY_STRING writes no others empty. */
  imported: ReadonlySet<string> | null;
}

/**
 * Each group's shape and the layout its import left for the language (else the base language's),
 * by group id: two reads however many groups.
 */
async function fileSettings(
  db: Database,
  groupIds: readonly string[],
  language: string,
  structure: ExportStructure,
): Promise<Map<string, FileSettings>> {
  if (groupIds.length === 0) return new Map();
  const found = await db
    .select({ id: groups.id, fileShape: groups.fileShape, baseLanguage: projects.baseLanguage })
    .from(groups)
    .innerJoin(projects, eq(projects.id, groups.projectId))
    .where(inArray(groups.id, [...groupIds]));
  const bases = [...new Set(found.map((group) => group.baseLanguage))];
  const layouts = await db
    .select({
      groupId: groupFileLayouts.groupId,
      language: groupFileLayouts.language,
      layout: groupFileLayouts.layout,
    })
    .from(groupFileLayouts)
    .where(
      and(
        inArray(groupFileLayouts.groupId, [...groupIds]),
        inArray(groupFileLayouts.language, [language, ...bases]),
      ),
    );
  const layoutOf = (groupId: string, of: string) =>
    layouts.find((row) => row.groupId === groupId && row.language === of)?.layout;
  return new Map(
    found.map((group) => [
      group.id,
      {
        shape: shapeFor(group.fileShape, structure),
        layout: layoutOf(group.id, language) ?? layoutOf(group.id, group.baseLanguage),
        imported: namesOfImportedFile(layoutOf(group.id, language), group.fileShape.pluralStyle),
      },
    ]),
  );
}

/**
 * The names EMPTY_STRING writes as `""` for keys without a value: all of them in a language no file
 * was imported for; else those its file held, and those no file of the group held (made since).
 */
async function writtenEmpty(
  db: Database,
  groupId: string,
  settings: FileSettings,
  names: readonly string[],
): Promise<ReadonlySet<string>> {
  const { imported } = settings;
  if (imported === null) return new Set(names);
  const lacking = names.filter((name) => !imported.has(name));
  // Most exports end here: the other languages' layouts are read only for names this file lacked.
  if (lacking.length === 0) return imported;
  const layouts = await db
    .select({ layout: groupFileLayouts.layout })
    .from(groupFileLayouts)
    .where(eq(groupFileLayouts.groupId, groupId));
  const anyFile = namesOfAnyImportedFile(
    layouts.map((row) => row.layout),
    settings.shape.pluralStyle,
  );
  return new Set([...imported, ...lacking.filter((name) => !anyFile.has(name))]);
}

/** The one i18next writer, in the group's shape and layout. */
const writeFile = (values: KeyValue[], settings: FileSettings, language: string): string =>
  writeI18next(
    values,
    settings.shape,
    settings.layout ? { language, layout: settings.layout } : { language },
  );

/**
 * The file of one group and language, written by the one i18next writer in the group's shape and
 * the layout its import left for that language (else the base language's): memory holds its
 * values, not the project's.
 */
export async function groupFile(
  db: Database,
  groupId: string,
  language: string,
  options: Pick<ExportOptions, 'structure' | 'states'>,
): Promise<string> {
  const settings = (await fileSettings(db, [groupId], language, options.structure)).get(groupId);
  if (!settings) throw notFound('Group');
  const everyKey = settings.shape.emptyValues === 'EMPTY_STRING';
  const rows =
    options.states.length === 0 && !everyKey
      ? []
      : await fileRows(db, groupId, language, options.states, everyKey);
  const empty = await writtenEmpty(
    db,
    groupId,
    settings,
    rows.filter((row) => !row.found).map((row) => row.name),
  );
  const kept = rows.filter((row) => row.found || empty.has(row.name));
  return writeFile(kept.map(keyValueOf), settings, language);
}

/**
 * Every group's file in one language, each as groupFile writes it, from one read of the project's
 * keys and values in that language (for a release, releases/release-files.ts: one read per file
 * took a 50k-key project seconds). The read is aggregated into one JSON text per group, which
 * costs the database less than a row per key and the server one parse.
 */
export async function languageFiles(
  db: Database,
  projectId: string,
  groupIds: readonly string[],
  language: string,
  states: readonly TranslationState[],
): Promise<Map<string, string>> {
  const settings = await fileSettings(db, groupIds, language, null);
  // Each key looks its value up by the primary key, as fileRows does and for its reason: a join
  // left to the planner, with the statistics of a large import not yet gathered, read every value
  // of the language for each key (a publish right after a 50k-key import ran past 10 s).
  const value = db
    .select({ text: translations.text, forms: translations.forms, found: sql<boolean>`true`.as('found') })
    .from(translations)
    .where(
      and(
        eq(translations.keyId, translationKeys.id),
        eq(translations.language, language),
        states.length > 0 ? inArray(translations.state, [...states]) : sql`false`,
      ),
    )
    .limit(1)
    .as('value');
  const rows = await db
    .select({
      groupId: translationKeys.groupId,
      values: sql<string>`json_agg(json_build_array(${translationKeys.name}, ${translationKeys.plural}, ${value.text}, ${value.forms}, ${value.found} is not null) order by ${translationKeys.name} collate "C")::text`,
    })
    .from(translationKeys)
    .leftJoinLateral(value, sql`true`)
    .where(eq(translationKeys.projectId, projectId))
    .groupBy(translationKeys.groupId);
  const valuesOf = new Map(rows.map((row) => [row.groupId, row.values]));
  const files = new Map<string, string>();
  for (const [groupId, setting] of settings) {
    const everyKey = setting.shape.emptyValues === 'EMPTY_STRING';
    const read = JSON.parse(valuesOf.get(groupId) ?? '[]') as [
      string,
      boolean,
      string | null,
      Record<string, string> | null,
      boolean,
    ][];
    const empty = everyKey
      ? await writtenEmpty(
          db,
          groupId,
          setting,
          read.filter(([, , , , found]) => !found).map(([name]) => name),
        )
      : new Set<string>();
    const values = read
      .filter(([name, , , , found]) => found || empty.has(name))
      .map(([name, plural, text, forms]) => keyValueOf({ name, plural, text, forms }));
    files.set(groupId, writeFile(values, setting, language));
  }
  return files;
}
