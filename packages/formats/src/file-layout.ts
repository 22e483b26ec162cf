import type { KeyPath } from './file-error.ts';
import type { FileShape, KeyStructure } from './file-shape.ts';

/**
 * Where each string of a file sat, in the file's order: what a name alone cannot say (a dotted
 * key inside a nested file, an array, the order of unsorted keys). Stored beside a group's file,
 * it lets the writer give the same bytes back.
 */
export interface FileLayout {
  /** The structure the file was detected as; its paths are used only when writing that structure. */
  structure: KeyStructure;
  /** The separator the names were made with. */
  keySeparator: string;
  paths: KeyPath[];
}

// With no separator (FLAT), array elements still need a name: `list.0`, as i18next reads arrays.
const joinerOf = (keySeparator: string) => (keySeparator === '' ? '.' : keySeparator);

/** The key name of a path: its parts joined by the separator. */
export function nameOfPath(path: KeyPath, keySeparator: string): string {
  return path.join(joinerOf(keySeparator));
}

/**
 * Whether the layout's paths fit a shape: names made the same way, and the same structure, unless
 * every path is one plain name (no separator in it). Such a file reads the same either way, and its
 * own structure is only a guess: a language file of `{"$": …, "!": …}` beside a flat base file.
 */
export function layoutFits(layout: FileLayout, shape: FileShape): boolean {
  const joiner = joinerOf(shape.keySeparator);
  if (joinerOf(layout.keySeparator) !== joiner) return false;
  return (
    layout.structure === shape.structure ||
    layout.paths.every(
      ([part, ...rest]) => rest.length === 0 && typeof part === 'string' && !part.includes(joiner),
    )
  );
}

/** One string of a file under its key name (plural forms still under their suffixed names). */
export interface FileString {
  name: string;
  text: string;
}
