import type { ApplyOptions, ImportFilePreview, ImportIssue, LanguageMatch } from '@verba/contract';
import {
  type FileLayout,
  type FileShape,
  type I18nextFile,
  joinPluralKeys,
  type KeyValue,
  keyCollision,
  PLURAL_CATEGORIES,
  type PluralStyle,
  pluralCategoriesOf,
  shapeDiffers,
} from '@verba/formats';
import { DomainError } from '../errors.ts';
import { KeyNameIndex } from '../workspace/key-conflicts.ts';
import { checkKeyName, limits } from '../workspace/workspace-rules.ts';
import type { ExchangeImportFile } from './exchange-files.ts';
import { planExchange } from './exchange-plan.ts';
import { type ImportFile, readFile } from './import-files.ts';
import { type FileIssues, issueCollector } from './import-issues.ts';
import { resolveLanguages } from './language-matches.ts';
import type { ProjectState, StoredGroup, StoredKey, StoredValue, Value } from './project-state.ts';

/** A value the import writes; `keyId` is null for a key the import creates. */
export interface PlannedValue {
  group: string;
  name: string;
  keyId: string | null;
  plural: boolean;
  /** The existing key's LENGTH limit (a new key has none). */
  maxLength: number | null;
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
  /** The file codes that are not project languages, with the preview's default for each. */
  languageMatches: LanguageMatch[];
  /** Per group (lower-cased name): the keys to create, with their kind. */
  newKeys: Map<string, { group: string; name: string; plural: boolean }[]>;
  newKeyCount: number;
  values: PlannedValue[];
  skipped: number;
  /** Per group (lower-cased name): the shape it takes, for a new group or one adopting its file's. */
  shapes: Map<string, FileShape>;
  /** The layout of each file written, for the export to give the file back as it was. */
  layouts: { group: string; language: string; layout: FileLayout }[];
  /**
   * The file spellings the project keeps from now on: of languages it writes and spells for the
   * first time, and (`replace`) of a project language a code was mapped to.
   */
  spellings: { language: string; spelling: string; replace?: boolean }[];
}

/**
 * A file's value as stored: a `""` text, or plural forms all `""`, is an empty translation (state
 * EMPTY). A `""` form beside filled ones is kept, so the file's `x_other: ""` comes back.
 */
const fileValue = (entry: KeyValue): Value => {
  if (!entry.plural) return { text: entry.text, forms: null };
  const forms = entry.forms as Record<string, string>;
  return { text: null, forms: Object.values(forms).some((text) => text !== '') ? { ...forms } : {} };
};

const valueIsEmpty = (value: Value) => !value.text && Object.keys(value.forms ?? {}).length === 0;

const isEmpty = (value: StoredValue | undefined) =>
  !value || value.state === 'EMPTY' || (!value.text && Object.keys(value.forms ?? {}).length === 0);

const sameValue = (a: Value, b: Value) =>
  (a.text ?? '') === (b.text ?? '') &&
  PLURAL_CATEGORIES.every((category) => (a.forms?.[category] ?? '') === (b.forms?.[category] ?? ''));

/** The ordinal categories of a language (`_ordinal_two` is English for 2nd). */
function ordinalCategoriesOf(language: string): string[] {
  try {
    return new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  } catch {
    return [];
  }
}

/**
 * Drops the forms a language has no use for (`few` in English), each one an issue; a key named
 * `…_ordinal` (i18next v4 ordinals) may have the language's ordinal forms, and a V3 key the `one`
 * and `other` of its `x` and `x_plural`, which a Japanese file copied from English writes too.
 */
function fitForms(entry: KeyValue, language: string, style: PluralStyle, issues: FileIssues): KeyValue {
  if (!entry.plural) return entry;
  const allowed = new Set<string>(['zero', ...pluralCategoriesOf(language)]);
  if (style === 'V3') for (const category of ['one', 'other']) allowed.add(category);
  if (entry.name.endsWith('_ordinal'))
    for (const category of ordinalCategoriesOf(language)) allowed.add(category);
  const forms = Object.fromEntries(Object.entries(entry.forms).filter(([category]) => allowed.has(category)));
  for (const category of Object.keys(entry.forms).filter((category) => !allowed.has(category))) {
    issues.add({
      key: `${entry.name}_${category}`,
      code: 'PLURAL_FORM_UNKNOWN',
      message: `${language} has no plural form “${category}”; it is left out.`,
    });
  }
  return { ...entry, forms };
}

function tooLong(entry: KeyValue): boolean {
  const texts = entry.plural ? Object.values(entry.forms) : [entry.text];
  return texts.some((text) => (text ?? '').length > limits.text);
}

interface GroupKeys {
  accepted: Map<string, { plural: boolean; existing: StoredKey | null }>;
  refused: Map<string, ImportIssue>;
}

/** Which names of a group's files can be imported: valid, of one kind, colliding with nothing. */
function acceptNames(
  files: readonly ReadFile[],
  stored: StoredGroup | undefined,
  shape: FileShape,
): GroupKeys {
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
  const index = new KeyNameIndex(stored ? [...stored.keys.values()] : [], shape);
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
        message: `“${name}” collides with the key “${other}” of this group (its file cannot hold both).`,
      });
      continue;
    }
    index.add({ name, plural });
    accepted.set(name, { plural, existing: null });
  }
  return { accepted, refused };
}

/** A file of the import read with its group's naming: its values with plural keys joined. */
interface ReadFile {
  file: ImportFile;
  entries: KeyValue[];
  layout: FileLayout;
  duplicates: I18nextFile['duplicates'];
}

/**
 * The shape a group's files are read with: the stored one, or (a new group, one without keys yet,
 * whose first import this is, or `adoptShape`) the detected shape of its base-language file, else
 * of its first file. A file without a character above U+007F says nothing about escaping: the
 * group then escapes as the first of its files that has one (a pure-ASCII English file beside an
 * escaped German one). Its `""` leaves are written back when any of its files has one (a target
 * file often has them where the base file has none).
 */
function groupShapeOf(
  stored: StoredGroup | undefined,
  files: readonly ImportFile[],
  baseLanguage: string,
  adopt: boolean,
): FileShape {
  if (stored && stored.keys.size > 0 && !adopt) return stored.fileShape;
  const chosen = files.find((file) => file.language === baseLanguage) ?? (files[0] as ImportFile);
  const escaping = showsEscaping(chosen) ? chosen : files.find(showsEscaping);
  const emptyValues = files.some((file) => file.shape.emptyValues === 'EMPTY_STRING')
    ? 'EMPTY_STRING'
    : 'OMIT';
  const escapeNonAscii = escaping ? escaping.shape.escapeNonAscii : chosen.shape.escapeNonAscii;
  return { ...chosen.shape, emptyValues, escapeNonAscii };
}

/** Whether a file holds a character above U+007F, escaped (its shape says so) or as it is. */
const showsEscaping = (file: ImportFile) => file.shape.escapeNonAscii || hasRawNonAscii(file.text);

/** One pass over the text, past a byte order mark, without copying it. */
function hasRawNonAscii(text: string): boolean {
  for (let index = text.charCodeAt(0) === 0xfeff ? 1 : 0; index < text.length; index++) {
    if (text.charCodeAt(index) > 0x7f) return true;
  }
  return false;
}

/** Reads a group's files with its naming and joins plural suffixes over all of them and its keys. */
function readGroupFiles(files: readonly ImportFile[], stored: StoredGroup | undefined, shape: FileShape) {
  const naming = { structure: shape.structure, keySeparator: shape.keySeparator };
  const read = files.map((file) => readFile(file, naming));
  const existing = stored ? [...stored.keys.values()].map(({ name, plural }) => ({ name, plural })) : [];
  if (stored && shape !== stored.fileShape) {
    // Adopting a shape under which the group's own keys would collide is refused, as updateFileShape is.
    const collision = keyCollision(existing, shape);
    if (collision) {
      throw new DomainError(
        'KEY_CONFLICT',
        `The group “${stored.name}” cannot take this file's shape: its keys “${collision[0]}” and “${collision[1]}” would collide.`,
        { group: stored.name, conflictsWith: collision[1] },
      );
    }
  }
  const joined = joinPluralKeys(
    read.map((one, index) => ({ language: (files[index] as ImportFile).language, strings: one.strings })),
    shape.pluralStyle,
    { existing, nestedSeparator: shape.structure === 'NESTED' ? shape.keySeparator : '' },
  );
  return files.map(
    (file, index): ReadFile => ({
      file,
      entries: joined.files[index] as KeyValue[],
      layout: (read[index] as I18nextFile).layout,
      duplicates: (read[index] as I18nextFile).duplicates,
    }),
  );
}

/**
 * How each language of the import is written in paths once it is applied: the spelling the project
 * keeps, else (its first import) the spelling of its first file in path order.
 */
function spellingsOf(
  state: ProjectState,
  files: readonly ImportFile[],
  mapped: ReadonlyMap<string, string>,
): Map<string, string> {
  const spellings = new Map<string, string>();
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    if (!spellings.has(file.language))
      spellings.set(
        file.language,
        mapped.get(file.language) ?? state.spellings.get(file.language) ?? file.spelling ?? file.language,
      );
  }
  return spellings;
}

/** What a plan is for: a preview lists the errors the checks find in the values; an apply does not. */
export type PlanPurpose = 'preview' | 'apply';

/**
 * Compares the files with the project: per file the keys added, changed and unchanged and the
 * issues; what apply would write under `options`. Preview and apply both run it, apply on the
 * locked project, so a change made between the two is taken into account.
 */
export function planImport(
  state: ProjectState,
  uploaded: readonly ImportFile[],
  options: ApplyOptions,
  purpose: PlanPurpose,
): ImportPlan {
  const exchanges = uploaded.filter((file): file is ExchangeImportFile => file.exchange !== undefined);
  const { files, matches, added, mapped } = resolveLanguages(
    state.languages,
    uploaded.filter((file) => file.exchange === undefined),
    options,
  );
  const writesLanguage = (tag: string) => state.languages.has(tag) || added.has(tag);
  const byGroup = new Map<string, ImportFile[]>();
  for (const file of files) {
    const id = file.group.toLowerCase();
    byGroup.set(id, [...(byGroup.get(id) ?? []), file]);
  }
  const newGroups = [...byGroup.entries()]
    .filter(([id]) => !state.groups.has(id))
    .map(([, groupFiles]) => (groupFiles[0] as ImportFile).group);
  const newLanguages = [...new Set(files.map((file) => file.language))].filter((tag) => added.has(tag));
  const plan: ImportPlan = {
    files: [],
    newGroups,
    newLanguages,
    languageMatches: matches,
    newKeys: new Map(),
    newKeyCount: 0,
    values: [],
    skipped: 0,
    shapes: new Map(),
    layouts: [],
    spellings: [],
  };
  const spellings = spellingsOf(state, files, mapped);
  for (const [language, spelling] of spellings) {
    if (mapped.has(language) && state.spellings.get(language) !== spelling)
      plan.spellings.push({ language, spelling, replace: true });
    else if (!state.spellings.has(language) && writesLanguage(language))
      plan.spellings.push({ language, spelling });
  }
  const issuesOfFile = issueCollector(purpose === 'preview');
  for (const file of exchanges) planExchange(state, file, options, plan, issuesOfFile);
  for (const [groupId, groupFiles] of byGroup) {
    const stored = state.groups.get(groupId);
    const groupWritten = stored !== undefined || options.createGroups;
    const shape = groupShapeOf(stored, groupFiles, state.baseLanguage, options.adoptShape === true);
    if (groupWritten && shape !== stored?.fileShape) plan.shapes.set(groupId, shape);
    const readFiles = readGroupFiles(groupFiles, stored, shape);
    const { accepted, refused } = acceptNames(readFiles, stored, shape);
    const baseFile = readFiles.find((read) => read.file.language === state.baseLanguage);
    const baseEntries = new Map(baseFile?.entries.map((entry) => [entry.name, entry]));
    const used = new Set<string>();
    for (const { file, entries, layout, duplicates } of readFiles) {
      const written = groupWritten && writesLanguage(file.language);
      if (written) plan.layouts.push({ group: groupId, language: file.language, layout });
      const preview: ImportFilePreview = {
        path: file.path,
        language: file.language,
        group: file.group,
        keys: entries.length,
        added: 0,
        changed: 0,
        unchanged: 0,
        issues: [],
        issueCount: 0,
        shape: file.shape,
        shapeDiffers: stored && stored.keys.size > 0 ? shapeDiffers(file.shape, stored.fileShape) : [],
        spelling: spellings.get(file.language) as string,
      };
      const issues = issuesOfFile();
      for (const { name, lines } of duplicates) {
        issues.add({
          key: name,
          code: 'DUPLICATE_KEY',
          message: `“${name}” is written twice (lines ${lines[0]} and ${lines[1]}); the later value is kept, as i18next reads it.`,
          lines,
        });
      }
      for (const raw of entries) {
        const refusal = refused.get(raw.name);
        if (refusal) {
          issues.add(refusal);
          plan.skipped += 1;
          continue;
        }
        if (tooLong(raw)) {
          issues.add({
            key: raw.name,
            code: 'TEXT_TOO_LONG',
            message: `A text has at most ${limits.text.toLocaleString('en-US')} characters.`,
          });
          plan.skipped += 1;
          continue;
        }
        const entry = fitForms(raw, file.language, shape.pluralStyle, issues);
        const existing = (accepted.get(entry.name) as { existing: StoredKey | null }).existing;
        const before = existing?.values.get(file.language) ?? null;
        const value = fileValue(entry);
        const base =
          file.language === state.baseLanguage
            ? null
            : baseEntries.get(entry.name)
              ? fileValue(baseEntries.get(entry.name) as KeyValue)
              : (existing?.values.get(state.baseLanguage) ?? { text: null, forms: null });
        issues.checkValue(entry.name, value, {
          language: file.language,
          plural: entry.plural,
          base,
          maxLength: existing?.maxLength,
        });
        let write = written;
        if (isEmpty(before ?? undefined)) {
          // An empty value of a key that exists is nothing new; of a new key, it makes the key.
          if (existing && valueIsEmpty(value)) {
            preview.unchanged += 1;
            write = false;
          } else preview.added += 1;
        } else if (valueIsEmpty(value) || sameValue(value, before as StoredValue)) {
          // A `""` in the file (an untranslated key) never empties a stored translation.
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
          maxLength: existing?.maxLength ?? null,
          language: file.language,
          value,
          before,
          storedBase: existing?.values.get(state.baseLanguage) ?? null,
        });
      }
      preview.issueCount = issues.count();
      preview.issues = issues.listed;
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
