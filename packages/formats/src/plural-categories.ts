/** The CLDR plural categories, in the order i18next writes their suffixes. */
export const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORIES)[number];

/** The categories a language needs (`Intl.PluralRules`); `zero` is optional in every language. */
export function pluralCategoriesOf(language: string): PluralCategory[] {
  const needed = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
  return PLURAL_CATEGORIES.filter((category) => needed.has(category));
}
