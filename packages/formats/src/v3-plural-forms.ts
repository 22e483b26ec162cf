import { PLURAL_CATEGORIES, type PluralCategory } from './plural-categories.ts';

// i18next v3's numbered forms (`x_0` … `x_5`) follow its own per-language rules; these are their
// sample counts (i18next 20's PluralResolver `nr`) for the languages that did not use `x` and
// `x_plural`. Every other language had two forms, for 1 and for 2.
const NUMBERED: [number[], string][] = [
  [[1], 'ay bo cgg fa ht id ja jbo ka km ko ky lo ms sah su th tt ug vi wo zh'],
  [[1, 2, 5], 'be bs cnr dz hr ru sr uk cs sk csb pl'],
  [[0, 1, 2, 3, 11, 100], 'ar'],
  [[1, 2, 3, 8], 'cy'],
  [[1, 2, 3, 7, 11], 'ga'],
  [[1, 2, 3, 20], 'gd'],
  [[0, 1], 'jv'],
  [[1, 2, 3, 4], 'kw'],
  [[1, 2, 10], 'lt'],
  [[1, 2, 0], 'lv'],
  [[0, 1, 2], 'mnk'],
  [[1, 2, 11, 20], 'mt'],
  [[2, 1], 'or'],
  [[1, 2, 20], 'ro'],
  [[5, 1, 2, 3], 'sl'],
  [[1, 2, 20, 21], 'he iw'],
];
const numbersByLanguage = new Map(
  NUMBERED.flatMap(([numbers, languages]) => languages.split(' ').map((language) => [language, numbers])),
);

const selectOf = (language: string) => {
  try {
    return new Intl.PluralRules(language);
  } catch {
    return new Intl.PluralRules('en');
  }
};

/**
 * The CLDR categories of a language's v3 numbered forms, by index, or null when the language
 * wrote `x` (one) and `x_plural` (other). Each index gets the category of its sample count (0 is
 * `zero`, as i18next's own `_zero`); where two samples share one (he, dz), the later takes the
 * first category left, so the mapping stays one to one and a file reads back as it was.
 */
export function v3NumberedCategories(language: string): PluralCategory[] | null {
  const numbers = numbersByLanguage.get(language) ?? numbersByLanguage.get(language.split('-')[0] ?? '');
  if (!numbers) return null;
  const rules = selectOf(language);
  const categories: PluralCategory[] = [];
  for (const count of numbers) {
    const category = count === 0 ? 'zero' : (rules.select(count) as PluralCategory);
    categories.push(
      categories.includes(category)
        ? (PLURAL_CATEGORIES.find((free) => !categories.includes(free)) as PluralCategory)
        : category,
    );
  }
  return categories;
}
