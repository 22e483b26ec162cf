/** Base languages offered when creating a project: common BCP 47 tags, canonical form. */
export const LANGUAGE_TAGS = [
  'ar',
  'bg-BG',
  'cs-CZ',
  'da-DK',
  'de-AT',
  'de-CH',
  'de-DE',
  'el-GR',
  'en-AU',
  'en-GB',
  'en-US',
  'es-ES',
  'es-MX',
  'et-EE',
  'fi-FI',
  'fr-CA',
  'fr-FR',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'nb-NO',
  'nl-NL',
  'pl-PL',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-RS',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-Hans',
  'zh-Hant',
] as const;

const displayNames = new Map<string, Intl.DisplayNames>();

/** The language's name in the UI's locale, e.g. "Deutsch (Deutschland)" for de-DE in German. */
export function languageName(tag: string, locale: string): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  try {
    return names.of(tag) ?? tag;
  } catch {
    // A stored tag this browser cannot name is still shown, as it is.
    return tag;
  }
}

export interface LanguageOption {
  id: string;
  name: string;
}

/** The offered tags (plus `current`, if it is another one) named and sorted for the locale. */
export function languageOptions(locale: string, current?: string): LanguageOption[] {
  const tags: string[] = [...LANGUAGE_TAGS];
  if (current && !tags.includes(current)) tags.push(current);
  const collator = new Intl.Collator(locale);
  return tags
    .map((id) => ({ id, name: languageName(id, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
