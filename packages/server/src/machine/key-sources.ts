import { pluralCategoriesOf } from '@verba/formats';

export interface BaseValue {
  text: string | null;
  forms: Record<string, string> | null;
}

/**
 * What a key gives machine translation in one target language, by the part it fills: a singular
 * key its text (part ''), a plural key each of the target's categories from the base form of the
 * same category, or else the base `other` form. Empty when the base has nothing to translate.
 */
export function machineSources(
  plural: boolean,
  base: BaseValue | undefined,
  language: string,
): Map<string, string> {
  const parts = new Map<string, string>();
  if (!plural) {
    if (base?.text) parts.set('', base.text);
    return parts;
  }
  const forms = base?.forms ?? {};
  for (const category of pluralCategoriesOf(language)) {
    const source = forms[category] || forms.other;
    if (source) parts.set(category, source);
  }
  return parts;
}
