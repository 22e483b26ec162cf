/** Regional tags offered beside the bare languages below: common BCP 47 tags, canonical form. */
export const LANGUAGE_TAGS = [
  'ar',
  'ast',
  'bg-BG',
  'ca-ES',
  'ckb',
  'cs-CZ',
  'da-DK',
  'de-AT',
  'de-CH',
  'de-DE',
  'el-GR',
  'en-AU',
  'en-CA',
  'en-GB',
  'en-IE',
  'en-IN',
  'en-NZ',
  'en-US',
  'en-ZA',
  'es-419',
  'es-AR',
  'es-CO',
  'es-ES',
  'es-MX',
  'et-EE',
  'fi-FI',
  'fil',
  'fr-BE',
  'fr-CA',
  'fr-CH',
  'fr-FR',
  'fur',
  'gsw',
  'haw',
  'he-IL',
  'hi-IN',
  'hr-HR',
  'hu-HU',
  'id-ID',
  'it-CH',
  'it-IT',
  'ja-JP',
  'ko-KR',
  'lt-LT',
  'lv-LV',
  'ms-MY',
  'nb-NO',
  'nl-BE',
  'nl-NL',
  'pl-PL',
  'pt-AO',
  'pt-BR',
  'pt-PT',
  'ro-RO',
  'ru-RU',
  'sk-SK',
  'sl-SI',
  'sr-Latn',
  'sr-RS',
  'sv-SE',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'yue',
  'zh-CN',
  'zh-HK',
  'zh-Hans',
  'zh-Hant',
  'zh-TW',
] as const;

/** ISO 639-1: every language with a two-letter code, as a bare BCP 47 tag. */
const BARE_LANGUAGES = [
  'aa',
  'ab',
  'ae',
  'af',
  'ak',
  'am',
  'an',
  'ar',
  'as',
  'av',
  'ay',
  'az',
  'ba',
  'be',
  'bg',
  'bi',
  'bm',
  'bn',
  'bo',
  'br',
  'bs',
  'ca',
  'ce',
  'ch',
  'co',
  'cr',
  'cs',
  'cu',
  'cv',
  'cy',
  'da',
  'de',
  'dv',
  'dz',
  'ee',
  'el',
  'en',
  'eo',
  'es',
  'et',
  'eu',
  'fa',
  'ff',
  'fi',
  'fj',
  'fo',
  'fr',
  'fy',
  'ga',
  'gd',
  'gl',
  'gn',
  'gu',
  'gv',
  'ha',
  'he',
  'hi',
  'ho',
  'hr',
  'ht',
  'hu',
  'hy',
  'hz',
  'ia',
  'id',
  'ie',
  'ig',
  'ii',
  'ik',
  'io',
  'is',
  'it',
  'iu',
  'ja',
  'jv',
  'ka',
  'kg',
  'ki',
  'kj',
  'kk',
  'kl',
  'km',
  'kn',
  'ko',
  'kr',
  'ks',
  'ku',
  'kv',
  'kw',
  'ky',
  'la',
  'lb',
  'lg',
  'li',
  'ln',
  'lo',
  'lt',
  'lu',
  'lv',
  'mg',
  'mh',
  'mi',
  'mk',
  'ml',
  'mn',
  'mr',
  'ms',
  'mt',
  'my',
  'na',
  'nb',
  'nd',
  'ne',
  'ng',
  'nl',
  'nn',
  'no',
  'nr',
  'nv',
  'ny',
  'oc',
  'oj',
  'om',
  'or',
  'os',
  'pa',
  'pi',
  'pl',
  'ps',
  'pt',
  'qu',
  'rm',
  'rn',
  'ro',
  'ru',
  'rw',
  'sa',
  'sc',
  'sd',
  'se',
  'sg',
  'si',
  'sk',
  'sl',
  'sm',
  'sn',
  'so',
  'sq',
  'sr',
  'ss',
  'st',
  'su',
  'sv',
  'sw',
  'ta',
  'te',
  'tg',
  'th',
  'ti',
  'tk',
  'tl',
  'tn',
  'to',
  'tr',
  'ts',
  'tt',
  'tw',
  'ty',
  'ug',
  'uk',
  'ur',
  'uz',
  've',
  'vi',
  'vo',
  'wa',
  'wo',
  'xh',
  'yi',
  'yo',
  'za',
  'zh',
  'zu',
] as const;

const displayNames = new Map<string, Intl.DisplayNames>();
const strictNames = new Map<string, Intl.DisplayNames>();

/** The tags known here that are canonical (translation-contract.md); a deprecated alias is left out. */
const KNOWN_TAGS: readonly string[] = [...new Set<string>([...BARE_LANGUAGES, ...LANGUAGE_TAGS])].filter(
  (tag) => Intl.getCanonicalLocales(tag)[0] === tag,
);

/** Whether Intl.DisplayNames has a name for the tag in this locale (not just the code echoed). */
function isNamed(tag: string, locale: string): boolean {
  let names = strictNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    strictNames.set(locale, names);
  }
  try {
    const name = names.of(tag);
    return name !== undefined && name !== tag;
  } catch {
    return false;
  }
}

function namesIn(locale: string): Intl.DisplayNames {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
    displayNames.set(locale, names);
  }
  return names;
}

/**
 * Makes the locale's names ready ahead of the render that shows them: a page's first
 * Intl.DisplayNames loads the browser's language data, 12-18 ms of a desktop CPU.
 */
export function prepareLanguageNames(locale: string): void {
  namesIn(locale);
}

/** The language's name in the UI's locale, e.g. "Deutsch (Deutschland)" for de-DE in German. */
export function languageName(tag: string, locale: string): string {
  const names = namesIn(locale);
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

/** Lower case without accents: "Französisch" is found by "franzosisch" too. */
const folded = (text: string, locale: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);

/**
 * Whether a search finds the language: by its name in the UI's locale, its English name or its
 * tag, as a translator may know any of them ("German", "Deutsch", "de-DE").
 */
export function languageMatches(tag: string, search: string, locale: string): boolean {
  const needle = folded(search.trim(), locale);
  if (!needle) return true;
  return [languageName(tag, locale), languageName(tag, 'en'), tag].some((text) =>
    folded(text, locale).includes(needle),
  );
}

/**
 * Every known tag that Intl.DisplayNames names in the locale (plus `current`, if it is another
 * one), without `exclude`, named and sorted for the locale.
 */
export function languageOptions(
  locale: string,
  current?: string,
  exclude: readonly string[] = [],
): LanguageOption[] {
  const tags = KNOWN_TAGS.filter((tag) => isNamed(tag, locale) && !exclude.includes(tag));
  if (current && !tags.includes(current)) tags.push(current);
  const collator = new Intl.Collator(locale);
  return tags
    .map((id) => ({ id, name: languageName(id, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
