/** How a group's i18next files are laid out, so an export gives back the bytes that were imported. */
export type KeyStructure = 'NESTED' | 'FLAT';
export type PluralStyle = 'V4' | 'V3';
export type EmptyValues = 'OMIT' | 'EMPTY_STRING';
export const INDENTS = ['  ', '    ', '\t'] as const;
export type Indent = (typeof INDENTS)[number];

export interface FileShape {
  structure: KeyStructure;
  /** Where NESTED splits a key name into objects; empty for none. */
  keySeparator: string;
  pluralStyle: PluralStyle;
  indent: Indent;
  /** Keys sorted by code unit at every level, or in the file's order with new keys last. */
  sortKeys: boolean;
  emptyValues: EmptyValues;
  /** Characters above U+007F written as lowercase `\uXXXX`. */
  escapeNonAscii: boolean;
  finalNewline: boolean;
}

/** The shape of a group made in the app (translation contract). */
export const DEFAULT_FILE_SHAPE: Readonly<FileShape> = Object.freeze({
  structure: 'NESTED',
  keySeparator: '.',
  pluralStyle: 'V4',
  indent: '  ',
  sortKeys: true,
  emptyValues: 'OMIT',
  escapeNonAscii: false,
  finalNewline: true,
});

export const FILE_SHAPE_FIELDS = Object.keys(DEFAULT_FILE_SHAPE) as (keyof FileShape)[];

/** The settings where a file's shape differs from its group's (an import preview's `shapeDiffers`). */
export function shapeDiffers(file: FileShape, group: FileShape): (keyof FileShape)[] {
  return FILE_SHAPE_FIELDS.filter((field) => file[field] !== group[field]);
}

/** What the reader saw of a file, from which its shape follows. */
export interface ShapeFacts {
  /** Every top-level value is a string or an array. */
  topLevelFlat: boolean;
  /** Some top-level key holds a dot. */
  topLevelDot: boolean;
  /** Some key's last part ends in `_plural`, some in `_other`. */
  pluralSuffix: boolean;
  otherSuffix: boolean;
  /** Every object's keys are in code-unit order. */
  sorted: boolean;
  emptyString: boolean;
  /** Some string holds a `\uXXXX` escape of a character above U+007F, some such a character as it is. */
  escapedNonAscii: boolean;
  rawNonAscii: boolean;
}

/** The contract's detection rules; `text` is the file without its byte order mark. */
export function detectShape(facts: ShapeFacts, text: string): FileShape {
  const flat = facts.topLevelFlat && facts.topLevelDot;
  return {
    structure: flat ? 'FLAT' : 'NESTED',
    keySeparator: flat ? '' : '.',
    pluralStyle: facts.pluralSuffix && !facts.otherSuffix ? 'V3' : 'V4',
    indent: indentOf(text),
    sortKeys: facts.sorted,
    emptyValues: facts.emptyString ? 'EMPTY_STRING' : 'OMIT',
    escapeNonAscii: facts.escapedNonAscii && !facts.rawNonAscii,
    finalNewline: text.endsWith('\n'),
  };
}

/** The whitespace that starts the file's second line (a file on one line gets the default). */
function indentOf(text: string): Indent {
  const newline = text.indexOf('\n');
  if (newline < 0) return DEFAULT_FILE_SHAPE.indent;
  let end = newline + 1;
  while (text[end] === ' ' || text[end] === '\t') end++;
  const found = text.slice(newline + 1, end);
  return INDENTS.find((indent) => indent === found) ?? DEFAULT_FILE_SHAPE.indent;
}
