// A team writes a language in its file paths as it likes (`de_DE`, `pt-br`, `zh-Hans`); Verba
// keeps canonical BCP 47 tags (`de-DE`) and keeps each language's spelling only for paths
// (translation contract, "Files: i18next JSON"). These read a spelling back as its tag.

const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/**
 * The canonical tag a path's spelling stands for (`de_DE` → `de-DE`, `pt-br` → `pt-BR`), or null
 * when it names no known language. Syntax alone is not enough: "common" and "errors" are
 * well-formed tags of no language.
 */
export function tagOfSpelling(spelling: string): string | null {
  let tag: string | undefined;
  try {
    tag = Intl.getCanonicalLocales(spelling.trim().replace(/_/g, '-'))[0];
  } catch {
    return null;
  }
  if (!tag) return null;
  try {
    return languageNames.of(tag.split('-')[0] as string) === undefined ? null : tag;
  } catch {
    return null;
  }
}

/** Whether two spellings (or tags) name the same language: `de_DE`, `de-de` and `de-DE` do. */
export function sameLanguage(a: string, b: string): boolean {
  const tag = tagOfSpelling(a);
  return tag !== null && tag === tagOfSpelling(b);
}

/** The language subtag of a tag (`pt` of `pt-BR`), lower-cased. */
export const languageSubtagOf = (tag: string) => (tag.split('-')[0] as string).toLowerCase();

/**
 * How the paths of a language are written: its kept spelling when one is kept and still stands
 * for the tag or for a tag of its language (`en_US`, a code an import mapped to `en`), else the
 * tag itself.
 */
export function spellingOf(tag: string, kept: string | null | undefined): string {
  if (!kept) return tag;
  const keptTag = tagOfSpelling(kept);
  return keptTag !== null && languageSubtagOf(keptTag) === languageSubtagOf(tag) ? kept : tag;
}
