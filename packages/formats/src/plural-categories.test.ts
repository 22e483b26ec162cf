import { describe, expect, it } from 'vitest';
import { pluralCategoriesOf } from './plural-categories.ts';

describe('pluralCategoriesOf', () => {
  it('follows CLDR through Intl.PluralRules, in i18next suffix order', () => {
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
    expect(pluralCategoriesOf('ja')).toEqual(['other']);
    expect(pluralCategoriesOf('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
  });
});
