import { type KeyPath, TranslationFileError } from './file-error.ts';
import { type FileLayout, type FileString, layoutFits, nameOfPath } from './file-layout.ts';
import type { FileShape } from './file-shape.ts';
import { jsonText } from './json-text.ts';
import { emptyTree, insertLeaf } from './leaf-tree.ts';
import { type KeyValue, splitPluralKey } from './plural-keys.ts';

export interface WriteOptions {
  /** The file's language: it decides V3 suffixes and the forms an empty plural value gets. */
  language: string;
  /** The layout read from this group's file; it places strings and orders them. */
  layout?: FileLayout;
}

/**
 * The one i18next writer (export, single-file download, releases, CLI): values in, file text out,
 * exactly as `JSON.stringify(value, null, shape.indent)` writes the file plus the shape's escaping
 * and final newline. Plural values are split by the shape's plural style. A string of the layout
 * goes back to its path when the layout fits the shape; any other is split at the key separator
 * (NESTED) or kept whole (FLAT). Unsorted, the layout's order comes first, then the values' order.
 */
export function writeI18next(values: readonly KeyValue[], shape: FileShape, options: WriteOptions): string {
  const layout = options.layout && layoutFits(options.layout, shape) ? options.layout : null;
  // A V3 file of a numbered language (ja, ru) that wrote a key as `x` and `x_plural` gets it back
  // so. The layout's names are the group's, even where its paths do not fit the shape.
  const read = options.layout;
  const laidOut =
    read && shape.pluralStyle === 'V3'
      ? new Set(read.paths.map((path) => nameOfPath(path, read.keySeparator)))
      : null;
  const strings = new Map<string, FileString>();
  for (const value of values) {
    const singularAndPlural =
      laidOut !== null && (laidOut.has(value.name) || laidOut.has(`${value.name}_plural`));
    for (const string of splitPluralKey(
      value,
      shape.pluralStyle,
      options.language,
      shape.emptyValues,
      singularAndPlural,
    )) {
      if (strings.has(string.name)) {
        throw new TranslationFileError(`Two values would both be written as “${string.name}”.`, {
          code: 'KEY_CONFLICT',
          paths: [string.name],
        });
      }
      strings.set(string.name, string);
    }
  }
  const joiner = shape.keySeparator === '' ? '.' : shape.keySeparator;
  const root = emptyTree();
  const placed = new Set<string>();
  if (layout) {
    for (const path of layout.paths) {
      const string = strings.get(nameOfPath(path, layout.keySeparator));
      if (!string || placed.has(string.name)) continue;
      placed.add(string.name);
      insertLeaf(root, path, string.text, joiner);
    }
  }
  const split = shape.structure === 'NESTED' && shape.keySeparator !== '';
  for (const string of strings.values()) {
    if (placed.has(string.name)) continue;
    insertLeaf(
      root,
      split ? pathOf(string.name, shape.keySeparator, strings) : [string.name],
      string.text,
      joiner,
    );
  }
  const text = jsonText(root, shape.indent, shape.sortKeys, shape.escapeNonAscii);
  return shape.finalNewline ? `${text}\n` : text;
}

/** A name split at the separator, stopping where a shorter name is a string: `a.b.c` beside `a` stays `"a.b.c"`. */
function pathOf(name: string, separator: string, strings: ReadonlyMap<string, unknown>): KeyPath {
  const parts = name.split(separator);
  let prefix = '';
  for (let depth = 0; depth < parts.length - 1; depth++) {
    prefix += (depth > 0 ? separator : '') + parts[depth];
    if (strings.has(prefix)) return [...parts.slice(0, depth), parts.slice(depth).join(separator)];
  }
  return parts;
}
