import type { PluralCategory } from '../plural-categories.ts';
import { pluralCategoriesOf } from '../plural-categories.ts';

/** A language's `Plural-Forms` header and the CLDR category of each `msgstr[n]`, in order. */
export interface GettextPlurals {
  header: string;
  categories: PluralCategory[];
}

const one = (expression: string, ...categories: PluralCategory[]) => ({
  header: `nplurals=${categories.length}; plural=${expression};`,
  categories,
});

const slavic = one(
  '(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)',
  'one',
  'few',
  'many',
);
const southSlavic = { ...slavic, categories: ['one', 'few', 'other'] as PluralCategory[] };

// The rules gettext's own documentation and tools give these languages, by language subtag; the
// categories name the CLDR form each index holds (CLDR's fraction-only forms have none in gettext).
const byLanguage: Record<string, GettextPlurals> = {
  fr: one('(n > 1)', 'one', 'other'),
  ru: slavic,
  uk: slavic,
  be: slavic,
  hr: southSlavic,
  sr: southSlavic,
  bs: southSlavic,
  pl: one('(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)', 'one', 'few', 'many'),
  cs: one('(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2)', 'one', 'few', 'other'),
  sk: one('(n==1 ? 0 : n>=2 && n<=4 ? 1 : 2)', 'one', 'few', 'other'),
  lt: one('(n%10==1 && n%100!=11 ? 0 : n%10>=2 && (n%100<10 || n%100>=20) ? 1 : 2)', 'one', 'few', 'other'),
  lv: one('(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2)', 'one', 'other', 'zero'),
  ro: one('(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2)', 'one', 'few', 'other'),
  sl: one('(n%100==1 ? 0 : n%100==2 ? 1 : n%100==3 || n%100==4 ? 2 : 3)', 'one', 'two', 'few', 'other'),
  ar: one(
    '(n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5)',
    'zero',
    'one',
    'two',
    'few',
    'many',
    'other',
  ),
};

const single = one('0', 'other');
const germanic = one('(n != 1)', 'one', 'other');

/**
 * The gettext plural rule of a language: its own above, one form where CLDR has only `other`
 * (Japanese, Chinese…), else the `n != 1` rule of English (`pt-BR` counts 0 as singular like French).
 */
export function gettextPluralsOf(language: string): GettextPlurals {
  if (language === 'pt-BR') return byLanguage.fr as GettextPlurals;
  const subtag = language.split('-')[0]?.toLowerCase() ?? '';
  const known = byLanguage[subtag];
  if (known) return known;
  const categories = pluralCategoriesOf(language);
  return categories.length === 1 ? single : germanic;
}
