import { jsonErrorLine } from './json-error-line.ts';
import { PLURAL_CATEGORIES, type PluralCategory } from './plural-categories.ts';

/** One key of a group as a file holds it: a text, or plural forms by category. */
export type FileEntry =
  | { name: string; plural: false; text: string }
  | { name: string; plural: true; forms: Partial<Record<PluralCategory, string>> };

export type FileStructure = 'nested' | 'flat';

/** Why a file cannot be read; `line` is set for a JSON syntax error. */
export class FileFormatError extends Error {
  override name = 'FileFormatError';
  readonly line: number | undefined;

  constructor(message: string, line?: number) {
    super(message);
    this.line = line;
  }
}

// Code-unit order, as code sorts names (and as the editor lists keys).
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Tree = { [key: string]: Tree | string };

/** The flat `name → text` pairs of the entries: plural forms as `name_category`. */
function flatPairs(entries: readonly FileEntry[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const entry of entries) {
    if (!entry.plural) {
      if (entry.text !== '') pairs.push([entry.name, entry.text]);
      continue;
    }
    for (const category of PLURAL_CATEGORIES) {
      const text = entry.forms[category];
      if (text) pairs.push([`${entry.name}_${category}`, text]);
    }
  }
  return pairs;
}

function treeOf(pairs: readonly [string, string][], structure: FileStructure): Tree {
  const root: Tree = Object.create(null);
  for (const [name, text] of pairs) {
    if (structure === 'flat') {
      root[name] = text;
      continue;
    }
    const path = name.split('.');
    let node = root;
    for (const segment of path.slice(0, -1)) {
      const next = node[segment];
      if (typeof next === 'object') node = next;
      else node = node[segment] = Object.create(null) as Tree;
    }
    node[path[path.length - 1] as string] = text;
  }
  return root;
}

// JSON.stringify would put integer-like keys ("2", "10") first; this writer keeps code-unit order.
function write(node: Tree | string, indent: string): string {
  if (typeof node === 'string') return JSON.stringify(node);
  const keys = Object.keys(node).sort(byCodeUnit);
  if (keys.length === 0) return '{}';
  const inner = `${indent}  `;
  const lines = keys.map(
    (key) => `${inner}${JSON.stringify(key)}: ${write(node[key] as Tree | string, inner)}`,
  );
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

/**
 * One i18next v4 file: keys sorted, two-space indent, a final newline; plural keys as
 * `name_category` (only the forms with text), empty values left out.
 */
export function writeI18nextFile(entries: readonly FileEntry[], structure: FileStructure): string {
  return `${write(treeOf(flatPairs(entries), structure), '')}\n`;
}

/**
 * The `name → text` pairs of an i18next file, nested or flat (or both): objects are split at
 * `.`. A value that is neither a string nor an object is refused, naming its key.
 */
export function readI18nextPairs(text: string): [string, string][] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const line = jsonErrorLine(text);
    throw new FileFormatError(`This is not valid JSON: the error is on line ${line}.`, line);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new FileFormatError('The file must hold a JSON object of keys.');
  }
  const pairs: [string, string][] = [];
  const visit = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix === '' ? key : `${prefix}.${key}`;
      if (typeof value === 'string') pairs.push([name, value]);
      else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        visit(value as Record<string, unknown>, name);
      } else {
        const kind = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
        throw new FileFormatError(`The key “${name}” holds ${kind}; a value must be a string or an object.`);
      }
    }
  };
  visit(parsed as Record<string, unknown>, '');
  return pairs;
}

const pluralSuffix = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/**
 * Joins i18next v4 plural suffixes (`x_one`, `x_other`) into one plural key, unless `x` is also a
 * key of its own. Order of the result: the order the names first appear.
 */
export function joinPlurals(pairs: readonly [string, string][]): FileEntry[] {
  const singular = new Set<string>();
  for (const [name] of pairs) if (!pluralSuffix.test(name)) singular.add(name);
  const entries = new Map<string, FileEntry>();
  for (const [name, text] of pairs) {
    const match = pluralSuffix.exec(name);
    const base = match?.[1];
    if (match && base !== undefined && !singular.has(base)) {
      const entry = entries.get(base) ?? { name: base, plural: true as const, forms: {} };
      if (entry.plural) entry.forms[match[2] as PluralCategory] = text;
      entries.set(base, entry);
    } else {
      entries.set(name, { name, plural: false, text });
    }
  }
  return [...entries.values()];
}
