import type { FileShape } from './file-shape.ts';
import { type GroupKey, pluralSuffixes } from './plural-keys.ts';

/**
 * The first pair of names (by index) that one file cannot hold: the same name twice, or, with a
 * separator (NESTED), a name that is a prefix path of another (`a` and `a.b`).
 */
export function nameCollision(names: readonly string[], nestedSeparator: string): [number, number] | null {
  const at = new Map<string, number>();
  for (const [index, name] of names.entries()) {
    const other = at.get(name);
    if (other !== undefined) return [other, index];
    at.set(name, index);
  }
  if (nestedSeparator === '') return null;
  for (const [index, name] of names.entries()) {
    for (let end = name.indexOf(nestedSeparator); end >= 0; end = name.indexOf(nestedSeparator, end + 1)) {
      const prefix = at.get(name.slice(0, end));
      if (prefix !== undefined) return [prefix, index];
    }
  }
  return null;
}

/**
 * The first two keys of a group that cannot live together under a shape (updateFileShape's and
 * createKeys' KEY_CONFLICT): a nested collision, or a plural key `x` beside a key named `x` plus a
 * plural suffix of the style (`x_one` in V4, `x_plural` in V3). Null when they all fit.
 */
export function keyCollision(
  keys: readonly GroupKey[],
  shape: Pick<FileShape, 'structure' | 'keySeparator' | 'pluralStyle'>,
): [string, string] | null {
  const names = keys.map((key) => key.name);
  const nested = nameCollision(names, shape.structure === 'NESTED' ? shape.keySeparator : '');
  if (nested) return [names[nested[0]] as string, names[nested[1]] as string];
  const all = new Set(names);
  for (const key of keys) {
    if (!key.plural) continue;
    const taken = pluralSuffixes(shape.pluralStyle).find((suffix) => all.has(key.name + suffix));
    if (taken !== undefined) return [key.name, key.name + taken];
  }
  return null;
}
