import { pluralCategoriesOf } from '../plural-categories.ts';
import { type ExchangeKey, type PluralForms, sourceOfForm } from './exchange-types.ts';

/** One XLIFF unit: a singular key, or one plural form of a key (`name` then ends in `#one`…). */
export interface ExchangeUnit {
  id: string;
  name: string;
  source: string;
  target: string | null;
  note: string | null;
  key: ExchangeKey;
}

/**
 * The units of an XLIFF file: one per singular key, one per form of the target language for a
 * plural key (its source the base's form of that category, else the base's `other`). Ids are
 * `u1`, `u2`… (NMTOKENs whatever the key's name).
 */
export function exchangeUnits(keys: readonly ExchangeKey[], targetLanguage: string): ExchangeUnit[] {
  const units: ExchangeUnit[] = [];
  const categories = pluralCategoriesOf(targetLanguage);
  for (const key of keys) {
    const name = `${key.group}/${key.name}`;
    const unit = (suffix: string, source: string, target: string | null | undefined) =>
      units.push({
        id: `u${units.length + 1}`,
        name: `${name}${suffix}`,
        source,
        target: target ?? null,
        note: key.description,
        key,
      });
    if (!key.plural) unit('', key.source, key.target);
    else {
      const forms: PluralForms = key.source;
      for (const category of categories)
        unit(`#${category}`, sourceOfForm(forms, category), key.target?.[category]);
    }
  }
  return units;
}
