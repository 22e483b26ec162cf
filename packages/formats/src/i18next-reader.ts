import { formatKeyPath, type KeyPath, TranslationFileError } from './file-error.ts';
import { type FileLayout, type FileString, nameOfPath } from './file-layout.ts';
import { detectShape, type FileShape, type KeyStructure } from './file-shape.ts';
import { jsonLeaves } from './json-leaves.ts';
import { nameCollision } from './key-collisions.ts';

// formats is built without DOM or Node types; TextDecoder is a global of every runtime it runs in.
declare const TextDecoder: new (
  label: string,
  options: { fatal: boolean },
) => { decode(input: Uint8Array): string };

export interface I18nextFile {
  /** Every string of the file, `""` ones included, under its key name, in file order. */
  strings: FileString[];
  /** The file's shape, as detected. */
  shape: FileShape;
  /** Where each string sat (parallel to `strings`), for the writer to give the same bytes back. */
  layout: FileLayout;
  /** The keys written twice in one object (the later value is kept), under their names, with both lines. */
  duplicates: { name: string; lines: [number, number] }[];
}

/** The group's key naming, when the file goes into a group that has a shape; else the detected one. */
export interface ReadOptions {
  structure: KeyStructure;
  keySeparator: string;
}

/**
 * Reads an i18next JSON file. A key's name is its path joined by the separator (a FLAT file's keys
 * are names as they are, natural-language ones included; array elements end in their index). A
 * key written twice in one object keeps its later value, as i18next reads it. The file is refused
 * (TranslationFileError, INVALID_FILE) when it is not UTF-8 or not JSON, holds a number, boolean
 * or null, nests too deep, or when two of its keys collide under the naming: the same name twice
 * (`"a.b"` beside `a: {b}`), or (NESTED) `a` beside `a.b`.
 */
export function readI18next(input: string | Uint8Array, options?: ReadOptions): I18nextFile {
  const text = textOf(input);
  const { leaves, facts, duplicates } = jsonLeaves(text);
  const shape = detectShape(facts, text);
  const naming = options ?? shape;
  const strings = leaves.map(({ path, text }) => ({ name: nameOfPath(path, naming.keySeparator), text }));
  const paths = leaves.map((leaf) => leaf.path);
  checkCollisions(strings, paths, naming);
  return {
    strings,
    shape,
    layout: { structure: shape.structure, keySeparator: naming.keySeparator, paths },
    duplicates: duplicates.map(({ path, lines }) => ({ name: nameOfPath(path, naming.keySeparator), lines })),
  };
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

function textOf(input: string | Uint8Array): string {
  if (typeof input === 'string') return input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  try {
    return utf8.decode(input); // drops a byte order mark
  } catch {
    throw new TranslationFileError('The file is not UTF-8 text.');
  }
}

function checkCollisions(strings: FileString[], paths: KeyPath[], naming: ReadOptions): void {
  const names = strings.map((string) => string.name);
  const found = nameCollision(names, naming.structure === 'NESTED' ? naming.keySeparator : '');
  if (!found) return;
  const [first, second] = found;
  const why =
    names[first] === names[second]
      ? `both are the key “${names[first]}”`
      : 'a nested file cannot hold a key inside another';
  collide(paths[first] as KeyPath, paths[second] as KeyPath, why);
}

function collide(first: KeyPath, second: KeyPath, why: string): never {
  const paths = [formatKeyPath(first), formatKeyPath(second)];
  throw new TranslationFileError(`The keys “${paths[0]}” and “${paths[1]}” collide: ${why}.`, { paths });
}
