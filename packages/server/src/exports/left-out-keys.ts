import { type FileLayout, nameOfPath, type PluralStyle, pluralBaseOf } from '@verba/formats';

/** The key names a layout's file held: each string's name, and the plural key a form of it makes. */
function namesOf(layout: FileLayout, style: PluralStyle): Set<string> {
  const names = new Set<string>();
  for (const path of layout.paths) {
    const name = nameOfPath(path, layout.keySeparator);
    names.add(name);
    const base = pluralBaseOf(name, style);
    if (base !== null) names.add(base);
  }
  return names;
}

/**
 * The keys the import found in the base language's file but not in this language's own (Outline's
 * English has 30 keys its other files lack). With EMPTY_STRING such a key, while it has no value
 * here, stays out of this language's file instead of coming back as `""`: the file is given back
 * as it was imported. Keys made since, in no layout, are written as `""` as EMPTY_STRING says.
 */
export function leftOutKeys(
  own: FileLayout | undefined,
  base: FileLayout | undefined,
  style: PluralStyle,
): ReadonlySet<string> {
  if (!own || !base || own === base) return new Set();
  const held = namesOf(own, style);
  return new Set([...namesOf(base, style)].filter((name) => !held.has(name)));
}
