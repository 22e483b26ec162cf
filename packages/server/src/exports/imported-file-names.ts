import { type FileLayout, nameOfPath, type PluralStyle, pluralBaseOf } from '@verba/formats';

/**
 * The keys a language's imported file held (each string's name, and the plural key a form of it
 * makes), or null when no import gave this language a file of the group. With EMPTY_STRING a key
 * without a value is written as `""` in a language of no file, in one whose file held it, and
 * everywhere when no file of the group held it (a key made since the import): a key only another
 * language's file had (Outline's English holds keys the other files lack, and they keys English
 * lacks) stays out, so the file comes back as it was imported.
 */
export function namesOfImportedFile(
  own: FileLayout | undefined,
  style: PluralStyle,
): ReadonlySet<string> | null {
  if (!own) return null;
  const names = new Set<string>();
  for (const path of own.paths) {
    const name = nameOfPath(path, own.keySeparator);
    names.add(name);
    const base = pluralBaseOf(name, style);
    if (base !== null) names.add(base);
  }
  return names;
}

/** The keys any of the group's imported files held, in any language (the union of namesOfImportedFile). */
export function namesOfAnyImportedFile(
  layouts: readonly FileLayout[],
  style: PluralStyle,
): ReadonlySet<string> {
  const names = new Set<string>();
  for (const layout of layouts) for (const name of namesOfImportedFile(layout, style) ?? []) names.add(name);
  return names;
}
