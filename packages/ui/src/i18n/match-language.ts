export const LOCALES = ['en-US', 'de-DE', 'fr-FR', 'it-IT'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en-US';

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
