import type { ApplyOptions, ImportFilePreview, ImportIssue } from '@verba/api-client';
import { type FileEntry, PLURAL_CATEGORIES, pluralCategoriesOf, translationIssues } from '@verba/formats';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groups, projectLanguages, translationKeys, translations } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Executor } from '../workspace/executor.ts';
import { KeyNameIndex } from '../workspace/key-conflicts.ts';
import { checkKeyName, limits } from '../workspace/workspace-rules.ts';
import type { ImportFile } from './import-files.ts';
import { importLimits } from './import-limits.ts';

type Value = { text: string | null; forms: Record<string, string> | null };
interface StoredValue extends Value {
  state: string;
  version: number;
}
interface StoredKey {
  id: string;
  name: string;
  plural: boolean;
  values: Map<string, StoredValue>;
}
interface StoredGroup {
  id: string;
  name: string;
  keys: Map<string, StoredKey>;
}

/** What the project holds that an import touches: its languages and the groups of the files. */
export interface ProjectState {
  baseLanguage: string;
  languages: Set<string>;
  groups: Map<string, StoredGroup>;
}

/** A value the import writes; `keyId` is null for a key the import creates. */
export interface PlannedValue {
  group: string;
  name: string;
  keyId: string | null;
  plural: boolean;
  language: string;
  value: Value;
  before: StoredValue | null;
  /** The key's stored base-language value, for the issue count when the import does not write one. */
  storedBase: Value | null;
}

export interface ImportPlan {
  files: ImportFilePreview[];
  newGroups: string[];
  newLanguages: string[];
  /** Per group (lower-cased name): the keys to create, with their kind. */
  newKeys: Map<string, { group: string; name: string; plural: boolean }[]>;
  newKeyCount: number;
  values: PlannedValue[];
  skipped: number;
}

export async function loadProjectState(
  db: Executor,
  project: { id: string; baseLanguage: string },
  groupNames: readonly string[],
): Promise<ProjectState> {
  const languageRows = await db
    .select({ tag: projectLanguages.tag })
    .from(projectLanguages)
    .where(eq(projectLanguages.projectId, project.id));
  const wanted = [...new Set(groupNames.map((name) => name.toLowerCase()))];
  const groupRows =
    wanted.length === 0
      ? []
      : await db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(and(eq(groups.projectId, project.id), inArray(sql`lower(${groups.name})`, wanted)));
  const state: ProjectState = {
    baseLanguage: project.baseLanguage,
    languages: new Set(languageRows.map((row) => row.tag)),
    groups: new Map(groupRows.map((row) => [row.name.toLowerCase(), { ...row, keys: new Map() }])),
  };
  const byId = new Map(
    groupRows.map((row) => [row.id, state.groups.get(row.name.toLowerCase()) as StoredGroup]),
  );
  for (const groupId of byId.keys()) {
    const rows = await db
      .select({
        id: translationKeys.id,
        name: translationKeys.name,
        plural: translationKeys.plural,
        language: translations.language,
        text: translations.text,
        forms: translations.forms,
        state: translations.state,
        version: translations.version,
      })
      .from(translationKeys)
      .leftJoin(translations, eq(translations.keyId, translationKeys.id))
      .where(eq(translationKeys.groupId, groupId));
    const keys = (byId.get(groupId) as StoredGroup).keys;
    for (const row of rows) {
      let key = keys.get(row.name);
      if (!key) {
        key = { id: row.id, name: row.name, plural: row.plural, values: new Map() };
        keys.set(row.name, key);
      }
      if (row.language && row.state && row.version !== null) {
        key.values.set(row.language, {
          text: row.text,
          forms: row.forms,
          state: row.state,
          version: row.version,
        });
      }
    }
  }
  return state;
}

const fileValue = (entry: FileEntry): Value =>
  entry.plural
    ? { text: null, forms: { ...entry.forms } as Record<string, string> }
    : { text: entry.text, forms: null };

const isEmpty = (value: StoredValue | undefined) =>
  !value || value.state === 'EMPTY' || (!value.text && Object.keys(value.forms ?? {}).length === 0);

const sameValue = (a: Value, b: Value) =>
  (a.text ?? '') === (b.text ?? '') &&
  PLURAL_CATEGORIES.every((category) => (a.forms?.[category] ?? '') === (b.forms?.[category] ?? ''));

/** Drops the forms a language has no use for (`few` in English), each one an issue. */
function fitForms(entry: FileEntry, language: string, issues: ImportIssue[]): FileEntry {
  if (!entry.plural) return entry;
  const allowed = new Set<string>(['zero', ...pluralCategoriesOf(language)]);
  const forms = Object.fromEntries(Object.entries(entry.forms).filter(([category]) => allowed.has(category)));
  for (const category of Object.keys(entry.forms).filter((category) => !allowed.has(category))) {
    issues.push({
      key: `${entry.name}_${category}`,
      code: 'PLURAL_FORM_UNKNOWN',
      message: `${language} has no plural form “${category}”; it is left out.`,
    });
  }
  return { ...entry, forms };
}

function tooLong(entry: FileEntry): boolean {
  const texts = entry.plural ? Object.values(entry.forms) : [entry.text];
  return texts.some((text) => (text ?? '').length > limits.text);
}

interface GroupKeys {
  accepted: Map<string, { plural: boolean; existing: StoredKey | null }>;
  refused: Map<string, ImportIssue>;
}

/** Which names of a group's files can be imported: valid, of one kind, colliding with nothing. */
function acceptNames(files: readonly ImportFile[], stored: StoredGroup | undefined): GroupKeys {
  const accepted: GroupKeys['accepted'] = new Map();
  const refused: GroupKeys['refused'] = new Map();
  const kinds = new Map<string, boolean>();
  for (const file of files) {
    for (const entry of file.entries) {
      const kind = kinds.get(entry.name);
      if (kind !== undefined && kind !== entry.plural) {
        refused.set(entry.name, {
          key: entry.name,
          code: 'KEY_CONFLICT',
          message: `“${entry.name}” is plural in one file and singular in another.`,
        });
      }
      kinds.set(entry.name, entry.plural);
    }
  }
  const index = new KeyNameIndex(stored ? [...stored.keys.values()] : []);
  for (const name of [...kinds.keys()].sort()) {
    if (refused.has(name)) continue;
    const plural = kinds.get(name) as boolean;
    const existing = stored?.keys.get(name) ?? null;
    if (existing) {
      if (existing.plural !== plural) {
        refused.set(name, {
          key: name,
          code: 'KEY_CONFLICT',
          message: `“${name}” is ${existing.plural ? 'plural' : 'singular'} in the project and ${plural ? 'plural' : 'singular'} in the file.`,
        });
      } else accepted.set(name, { plural, existing });
      continue;
    }
    try {
      checkKeyName(name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused.set(name, { key: name, code: 'INVALID_KEY', message: error.message });
      continue;
    }
    const other = index.conflictOf({ name, plural });
    if (other !== null) {
      refused.set(name, {
        key: name,
        code: 'KEY_CONFLICT',
        message: `“${name}” collides with the key “${other}” (nested files cannot hold both).`,
      });
      continue;
    }
    index.add({ name, plural });
    accepted.set(name, { plural, existing: null });
  }
  return { accepted, refused };
}

/**
 * Compares the files with the project: per file the keys added, changed and unchanged and the
 * issues; what apply would write under `options`. Preview and apply both run it, apply on the
 * locked project, so a change made between the two is taken into account.
 */
export function planImport(
  state: ProjectState,
  files: readonly ImportFile[],
  options: ApplyOptions,
): ImportPlan {
  const byGroup = new Map<string, ImportFile[]>();
  for (const file of files) {
    const id = file.group.toLowerCase();
    byGroup.set(id, [...(byGroup.get(id) ?? []), file]);
  }
  const newGroups = [...byGroup.entries()]
    .filter(([id]) => !state.groups.has(id))
    .map(([, groupFiles]) => (groupFiles[0] as ImportFile).group);
  const newLanguages = [...new Set(files.map((file) => file.language))].filter(
    (tag) => !state.languages.has(tag),
  );
  const plan: ImportPlan = {
    files: [],
    newGroups,
    newLanguages,
    newKeys: new Map(),
    newKeyCount: 0,
    values: [],
    skipped: 0,
  };
  for (const [groupId, groupFiles] of byGroup) {
    const stored = state.groups.get(groupId);
    const groupWritten = stored !== undefined || options.createGroups;
    const { accepted, refused } = acceptNames(groupFiles, stored);
    const baseFile = groupFiles.find((file) => file.language === state.baseLanguage);
    const baseEntries = new Map(baseFile?.entries.map((entry) => [entry.name, entry]));
    const used = new Set<string>();
    for (const file of groupFiles) {
      const written = groupWritten && (state.languages.has(file.language) || options.addLanguages);
      const preview: ImportFilePreview = {
        path: file.path,
        language: file.language,
        group: file.group,
        keys: file.entries.length,
        added: 0,
        changed: 0,
        unchanged: 0,
        issues: [],
        issueCount: 0,
      };
      const issues: ImportIssue[] = file.duplicates.map((name) => ({
        key: name,
        code: 'DUPLICATE_KEY',
        message: `“${name}” is given twice in this file; the first value is kept.`,
      }));
      for (const raw of file.entries) {
        const refusal = refused.get(raw.name);
        if (refusal) {
          issues.push(refusal);
          plan.skipped += 1;
          continue;
        }
        if (tooLong(raw)) {
          issues.push({
            key: raw.name,
            code: 'TEXT_TOO_LONG',
            message: `A text has at most ${limits.text.toLocaleString('en-US')} characters.`,
          });
          plan.skipped += 1;
          continue;
        }
        const entry = fitForms(raw, file.language, issues);
        const existing = (accepted.get(entry.name) as { existing: StoredKey | null }).existing;
        const before = existing?.values.get(file.language) ?? null;
        const value = fileValue(entry);
        const base =
          file.language === state.baseLanguage
            ? null
            : baseEntries.get(entry.name)
              ? fileValue(baseEntries.get(entry.name) as FileEntry)
              : (existing?.values.get(state.baseLanguage) ?? { text: null, forms: null });
        for (const issue of translationIssues(value, {
          language: file.language,
          plural: entry.plural,
          base,
        })) {
          issues.push({ key: entry.name, ...issue });
        }
        let write = written;
        if (isEmpty(before ?? undefined)) preview.added += 1;
        else if (sameValue(value, before as StoredValue)) {
          preview.unchanged += 1;
          write = false;
        } else {
          preview.changed += 1;
          if (!options.overwrite) write = false;
        }
        if (!write) {
          plan.skipped += 1;
          continue;
        }
        if (!existing) used.add(entry.name);
        plan.values.push({
          group: groupId,
          name: entry.name,
          keyId: existing?.id ?? null,
          plural: entry.plural,
          language: file.language,
          value,
          before,
          storedBase: existing?.values.get(state.baseLanguage) ?? null,
        });
      }
      preview.issueCount = issues.length;
      preview.issues = issues.slice(0, importLimits.issuesPerFile);
      plan.files.push(preview);
    }
    const created = [...accepted.entries()]
      .filter(([name, key]) => key.existing === null && used.has(name))
      .map(([name, key]) => ({ group: groupFiles[0]?.group as string, name, plural: key.plural }));
    if (created.length > 0) plan.newKeys.set(groupId, created);
    plan.newKeyCount += created.length;
  }
  return plan;
}
