import type { FileString } from './file-layout.ts';
import type { EmptyValues, PluralStyle } from './file-shape.ts';
import { PLURAL_CATEGORIES, type PluralCategory, pluralCategoriesOf } from './plural-categories.ts';
import { v3NumberedCategories } from './v3-plural-forms.ts';

/** One key's value in one language: a text, or plural forms by category (`""` for an empty form). */
export type KeyValue =
  | { name: string; plural: false; text: string }
  | { name: string; plural: true; forms: Partial<Record<PluralCategory, string>> };

export interface GroupKey {
  name: string;
  plural: boolean;
}

const STYLE_SUFFIXES: Record<PluralStyle, readonly string[]> = {
  V4: PLURAL_CATEGORIES.map((category) => `_${category}`),
  V3: ['_plural', '_0', '_1', '_2', '_3', '_4', '_5'],
};

/** The suffixes a plural key's forms take in a style: a key of one of these names beside a plural key of the rest collides. */
export function pluralSuffixes(style: PluralStyle): readonly string[] {
  return STYLE_SUFFIXES[style];
}

/** The plural key a name would be a form of (`x` for `x_one` in V4), or null. */
export function pluralBaseOf(name: string, style: PluralStyle): string | null {
  for (const suffix of STYLE_SUFFIXES[style]) {
    const base = baseOf(name, suffix);
    if (base !== null) return base;
  }
  return null;
}

const baseOf = (name: string, suffix: string) =>
  name.length > suffix.length && name.endsWith(suffix) ? name.slice(0, -suffix.length) : null;

/** How one language's file writes a plural key's forms: the bare name's category, and suffix to category. */
interface FormNames {
  bare: PluralCategory | null;
  suffixes: Map<string, PluralCategory>;
}

const formNamesCache = new Map<string, FormNames>();

/** v3's singular `x` and plural `x_plural`: how two-form languages write a plural key. */
const SINGULAR_AND_PLURAL: FormNames = { bare: 'one', suffixes: new Map([['_plural', 'other']]) };

function formNamesOf(style: PluralStyle, language: string): FormNames {
  const id = `${style} ${language}`;
  const cached = formNamesCache.get(id);
  if (cached) return cached;
  const names = formNamesFor(style, language);
  formNamesCache.set(id, names);
  return names;
}

function formNamesFor(style: PluralStyle, language: string): FormNames {
  if (style === 'V4') {
    return { bare: null, suffixes: new Map(PLURAL_CATEGORIES.map((category) => [`_${category}`, category])) };
  }
  const numbered = v3NumberedCategories(language);
  if (!numbered) return SINGULAR_AND_PLURAL;
  return { bare: null, suffixes: new Map(numbered.map((category, index) => [`_${index}`, category])) };
}

/**
 * How a V3 file writes one plural key: a language of numbered forms (ja, ru) may still write `x`
 * and `x_plural`, as files copied from an English source do (Outline's); the key's suffixes in
 * that file say which.
 */
function keyFormNames(style: PluralStyle, language: string, suffixes: readonly string[]): FormNames {
  const names = formNamesOf(style, language);
  if (style === 'V4' || names.bare !== null) return names;
  return suffixes.some((suffix) => suffix !== '_plural') ? names : SINGULAR_AND_PLURAL;
}

export interface JoinOptions {
  /** The group's keys before this import. */
  existing?: readonly GroupKey[];
  /** A NESTED group's key separator: `x` stays singular keys beside a key `x.y`, which it would collide with. */
  nestedSeparator?: string;
}

export interface PluralFile {
  language: string;
  strings: readonly FileString[];
}

/**
 * Joins plural suffixes into plural keys, decided once for a group over all its files in an import
 * and its existing keys (translation contract). V4: `x_one`, `x_other`, … make the plural key `x`
 * when some file has `x_other` (or `x` is already plural). V3: `x` and `x_plural` (languages of
 * two forms) or the numbered `x_0` … (the others; all of a language's numbers in one file) make
 * `x`. A candidate stays singular keys when any file has a string of its that the file's language
 * cannot hold as a form (a bare `x` in V4, `x_0` in an English V3 file), when `x` or one of its
 * suffixed names is an existing other key, when `x` is itself a form of another plural key, or
 * (NESTED) when a key lies inside `x`.
 * `keys` lists the files' keys in order of first appearance; `files` each file's values in its order.
 */
export function joinPluralKeys(
  files: readonly PluralFile[],
  style: PluralStyle,
  options: JoinOptions = {},
): { keys: GroupKey[]; files: KeyValue[][] } {
  const { existing = [], nestedSeparator = '' } = options;
  const suffixes = STYLE_SUFFIXES[style];
  const names = files.map((file) => new Set(file.strings.map((string) => string.name)));
  // Per file, each string's possible plural key, and the suffixes each such key has there.
  const bases = files.map((file) => file.strings.map((string) => pluralBaseOf(string.name, style)));
  const suffixesOf = bases.map((own, index) => {
    const found = new Map<string, string[]>();
    own.forEach((base, at) => {
      if (base === null) return;
      const name = (files[index] as PluralFile).strings[at]?.name as string;
      found.set(base, [...(found.get(base) ?? []), name.slice(base.length)]);
    });
    return found;
  });
  const existingPlural = new Map(existing.map((key) => [key.name, key.plural]));
  // How file `index` writes the plural key `base`.
  const formsOf = (index: number, base: string) =>
    keyFormNames(style, (files[index] as PluralFile).language, suffixesOf[index]?.get(base) ?? []);

  const candidates = new Set(existing.filter((key) => key.plural).map((key) => key.name));
  suffixesOf.forEach((found, index) => {
    for (const [base, present] of found) {
      const { bare, suffixes: held } = formsOf(index, base);
      const complete =
        style === 'V4'
          ? present.includes('_other')
          : bare !== null
            ? present.includes('_plural')
            : [...held.keys()].every((suffix) => present.includes(suffix));
      if (complete) candidates.add(base);
    }
  });

  const holders = holdersOf(
    [...existing.map((key) => key.name), ...names.flatMap((own) => [...own])],
    nestedSeparator,
  );
  const fits = (base: string) =>
    existingPlural.get(base) !== false &&
    !holders.has(base) &&
    (existing.length === 0 || suffixes.every((suffix) => !existingPlural.has(base + suffix))) &&
    files.every((_, index) => {
      const { bare, suffixes: held } = formsOf(index, base);
      if (bare === null && names[index]?.has(base)) return false;
      return (suffixesOf[index]?.get(base) ?? []).every((suffix) => held.has(suffix));
    });
  const joined = new Set([...candidates].filter(fits));
  // `a_one` cannot be a plural key when it is already a form of the plural key `a`.
  for (const base of [...joined].sort((a, b) => a.length - b.length)) {
    if (pluralBaseOf(base, style) !== null && joined.has(pluralBaseOf(base, style) as string)) {
      joined.delete(base);
    }
  }

  const keys = new Map<string, boolean>();
  const values = files.map((file, index) => {
    const own = new Map<string, KeyValue>();
    file.strings.forEach(({ name, text }, at) => {
      let base: string | null = null;
      let category: PluralCategory | undefined;
      const bare = joined.has(name) ? formsOf(index, name).bare : null;
      if (bare !== null) [base, category] = [name, bare];
      else {
        const candidate = bases[index]?.[at] ?? null;
        if (candidate !== null && joined.has(candidate)) {
          [base, category] = [
            candidate,
            formsOf(index, candidate).suffixes.get(name.slice(candidate.length)),
          ];
        }
      }
      if (base === null || !category) {
        own.set(name, { name, plural: false, text });
        if (!keys.has(name)) keys.set(name, false);
        return;
      }
      const value = own.get(base) ?? { name: base, plural: true as const, forms: {} };
      if (value.plural) value.forms[category] = text;
      own.set(base, value);
      if (!keys.has(base)) keys.set(base, true);
    });
    return [...own.values()];
  });
  return { keys: [...keys].map(([name, plural]) => ({ name, plural })), files: values };
}

/** The names that hold other keys in a nested file: every prefix of a name that ends before a separator. */
function holdersOf(names: readonly string[], separator: string): Set<string> {
  const holders = new Set<string>();
  if (separator === '') return holders;
  for (const name of names) {
    for (let end = name.indexOf(separator); end >= 0; end = name.indexOf(separator, end + 1)) {
      holders.add(name.slice(0, end));
    }
  }
  return holders;
}

function categoriesOf(language: string, ordinal: boolean): PluralCategory[] {
  try {
    if (!ordinal) return pluralCategoriesOf(language);
    const needed = new Set(
      new Intl.PluralRules(language, { type: 'ordinal' }).resolvedOptions().pluralCategories,
    );
    return PLURAL_CATEGORIES.filter((category) => needed.has(category));
  } catch {
    return ['one', 'other'];
  }
}

/**
 * The strings one key's value becomes in a file of `language`: the inverse of joinPluralKeys. Empty
 * texts are left out (OMIT) or written as `""` (EMPTY_STRING); with EMPTY_STRING a plural value
 * with no forms at all gets every form the language needs (ordinal ones for an `x_ordinal` key). A
 * form the style cannot write in that language (`few` in an English V3 file) is left out.
 * `singularAndPlural`: the file writes this V3 key as `x` and `x_plural` whatever its language.
 */
export function splitPluralKey(
  value: KeyValue,
  style: PluralStyle,
  language: string,
  emptyValues: EmptyValues,
  singularAndPlural = false,
): FileString[] {
  const keep = (text: string) => text !== '' || emptyValues === 'EMPTY_STRING';
  if (!value.plural) return keep(value.text) ? [{ name: value.name, text: value.text }] : [];
  const names = singularAndPlural && style === 'V3' ? SINGULAR_AND_PLURAL : formNamesOf(style, language);
  const suffixOf = new Map<PluralCategory, string>(
    [...names.suffixes].map(([suffix, category]) => [category, suffix]),
  );
  if (names.bare !== null) suffixOf.set(names.bare, '');
  let categories = PLURAL_CATEGORIES.filter((category) => value.forms[category] !== undefined);
  if (categories.length === 0 && emptyValues === 'EMPTY_STRING') {
    categories =
      style === 'V4'
        ? categoriesOf(language, value.name.endsWith('_ordinal'))
        : PLURAL_CATEGORIES.filter((category) => suffixOf.has(category));
  }
  const strings: FileString[] = [];
  for (const category of categories) {
    const text = value.forms[category] ?? '';
    const suffix = suffixOf.get(category);
    if (suffix !== undefined && keep(text)) strings.push({ name: value.name + suffix, text });
  }
  return strings;
}
