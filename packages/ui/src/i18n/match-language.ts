export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

/**
 * The language a locale's texts are written in, for `<html lang>`: fr-FR and it-IT hold English
 * for now (product-spec.md section 9), and a page must not claim French over English words.
 */
export const TEXT_LANGUAGE: Record<Locale, string> = {
  'en-US': 'en-US',
  'de-DE': 'de-DE',
  'fr-FR': 'en',
  'it-IT': 'en',
};

/**
 * The first supported locale for the browser's preferred languages, in the user's order: each tag
 * matches exactly (case-insensitive) or by its language ("de", "de-AT" → de-DE); else en-US.
 */
export function matchLanguage(
  preferred: readonly string[] | undefined,
  supported: readonly Locale[] = LOCALES,
): Locale {
  for (const tag of preferred ?? []) {
    const wanted = tag.trim().toLowerCase();
    const exact = supported.find((locale) => locale.toLowerCase() === wanted);
    if (exact) return exact;
    const language = wanted.split('-')[0];
    const sameLanguage = supported.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return FALLBACK_LOCALE;
}
