import { describe, expect, it } from 'vitest';
import type { FileString } from './file-layout.ts';
import { joinPluralKeys, pluralBaseOf, splitPluralKey } from './plural-keys.ts';
import { v3NumberedCategories } from './v3-plural-forms.ts';

const strings = (record: Record<string, string>): FileString[] =>
  Object.entries(record).map(([name, text]) => ({ name, text }));
const join = (record: Record<string, string>, style: 'V4' | 'V3', language = 'en') =>
  joinPluralKeys([{ language, strings: strings(record) }], style).files[0];

describe('joinPluralKeys', () => {
  it('V4: joins x_one … x_other into x when x_other exists and no bare x', () => {
    expect(
      join(
        { item_one: 'a', item_other: 'b', step_one: 'c', event: 'd', event_one: 'e', event_other: 'f' },
        'V4',
      ),
    ).toEqual([
      { name: 'item', plural: true, forms: { one: 'a', other: 'b' } },
      { name: 'step_one', plural: false, text: 'c' },
      { name: 'event', plural: false, text: 'd' },
      { name: 'event_one', plural: false, text: 'e' },
      { name: 'event_other', plural: false, text: 'f' },
    ]);
  });

  it('V4: ordinals and contexts are plural keys of their own names', () => {
    expect(
      join(
        {
          place_ordinal_one: '1st',
          place_ordinal_two: '2nd',
          place_ordinal_other: 'nth',
          friend_male_one: 'a',
          friend_male_other: 'b',
          friend_male: 'c',
        },
        'V4',
      ),
    ).toEqual([
      { name: 'place_ordinal', plural: true, forms: { one: '1st', two: '2nd', other: 'nth' } },
      { name: 'friend_male_one', plural: false, text: 'a' },
      { name: 'friend_male_other', plural: false, text: 'b' },
      { name: 'friend_male', plural: false, text: 'c' },
    ]);
  });

  it('V3: x and x_plural join in two-form languages, x_0 … in numbered ones', () => {
    expect(join({ file: 'a file', file_plural: 'files', lonely_plural: 'x', step_0: 's' }, 'V3')).toEqual([
      { name: 'file', plural: true, forms: { one: 'a file' as string, other: 'files' } },
      { name: 'lonely', plural: true, forms: { other: 'x' } },
      { name: 'step_0', plural: false, text: 's' },
    ]);
    expect(
      join({ file_0: 'файл', file_1: 'файла', file_2: 'файлов', step_1: 'x', step_2: 'y' }, 'V3', 'ru'),
    ).toEqual([
      { name: 'file', plural: true, forms: { one: 'файл', few: 'файла', many: 'файлов' } },
      { name: 'step_1', plural: false, text: 'x' },
      { name: 'step_2', plural: false, text: 'y' },
    ]);
  });

  it("V3: a numbered language's file that writes x and x_plural, as Outline's copy English, joins too", () => {
    const outline = (language: string, one: string, other: string) => ({
      language,
      strings: strings({ '{{count}} more user': one, '{{count}} more user_plural': other, 'Deleted.': 'x' }),
    });
    const { keys, files } = joinPluralKeys(
      [
        outline('en', '{{count}} more user', '{{count}} more users'),
        outline('ja', '{{count}} ユーザー以上', '{{count}} ユーザー以上'),
        outline('ru', '{{count}} пользователь', '{{count}} пользователей'),
        { language: 'pl', strings: strings({ '{{count}} more user_0': 'a', '{{count}} more user_1': 'b' }) },
      ],
      'V3',
    );
    expect(keys).toEqual([
      { name: '{{count}} more user', plural: true },
      { name: 'Deleted.', plural: false },
    ]);
    expect(files.map((values) => values[0])).toEqual([
      {
        name: '{{count}} more user',
        plural: true,
        forms: { one: '{{count}} more user', other: '{{count}} more users' },
      },
      {
        name: '{{count}} more user',
        plural: true,
        forms: { one: '{{count}} ユーザー以上', other: '{{count}} ユーザー以上' },
      },
      {
        name: '{{count}} more user',
        plural: true,
        forms: { one: '{{count}} пользователь', other: '{{count}} пользователей' },
      },
      // Polish writes its numbered forms (two of its three here).
      { name: '{{count}} more user', plural: true, forms: { one: 'a', few: 'b' } },
    ]);
  });

  it('decides over all files of the group: a bare x elsewhere keeps x_one a key of its own', () => {
    const { keys, files } = joinPluralKeys(
      [
        { language: 'en', strings: strings({ n_one: 'a', n_other: 'b', m_one: 'c', m_other: 'd' }) },
        { language: 'de', strings: strings({ n: 'x', m_other: 'y' }) },
      ],
      'V4',
    );
    expect(keys).toEqual([
      { name: 'n_one', plural: false },
      { name: 'n_other', plural: false },
      { name: 'm', plural: true },
      { name: 'n', plural: false },
    ]);
    expect(files[1]).toEqual([
      { name: 'n', plural: false, text: 'x' },
      { name: 'm', plural: true, forms: { other: 'y' } },
    ]);
  });

  it("follows the group's existing keys, and a V3 numbered file holds no bare x", () => {
    const existing = [
      { name: 'a', plural: true },
      { name: 'b', plural: false },
      { name: 'c_one', plural: false },
    ];
    const file = strings({ a_one: '1', b_one: '2', b_other: '3', c_other: '4' });
    expect(joinPluralKeys([{ language: 'en', strings: file }], 'V4', { existing }).keys).toEqual([
      { name: 'a', plural: true },
      { name: 'b_one', plural: false },
      { name: 'b_other', plural: false },
      { name: 'c_other', plural: false },
    ]);
    expect(join({ x: 'bare', x_0: 'a', x_1: 'b', x_2: 'c' }, 'V3', 'ru')?.map((value) => value.name)).toEqual(
      ['x', 'x_0', 'x_1', 'x_2'],
    );
  });

  it('keeps x singular in a NESTED group where a key lies inside x, and a form of a plural key no plural key', () => {
    const file = [{ language: 'en', strings: strings({ x_one: 'a', x_other: 'b', 'x.y': 'c' }) }];
    expect(joinPluralKeys(file, 'V4', { nestedSeparator: '.' }).keys.every((key) => !key.plural)).toBe(true);
    expect(joinPluralKeys(file, 'V4').keys[0]).toEqual({ name: 'x', plural: true });
    expect(join({ a_one: '1', a_other: '2', a_one_other: '3' }, 'V4')).toEqual([
      { name: 'a', plural: true, forms: { one: '1', other: '2' } },
      { name: 'a_one_other', plural: false, text: '3' },
    ]);
  });
});

describe('splitPluralKey', () => {
  const plural = { name: 'n', plural: true as const, forms: { one: 'a', few: 'b', other: 'c' } };

  it("writes a numbered language's V3 key as x and x_plural when its file did", () => {
    const value = { name: 'file', plural: true as const, forms: { one: 'ファイル', other: 'ファイル群' } };
    expect(splitPluralKey(value, 'V3', 'ja', 'OMIT')).toEqual([{ name: 'file_0', text: 'ファイル群' }]);
    expect(splitPluralKey(value, 'V3', 'ja', 'OMIT', true)).toEqual([
      { name: 'file', text: 'ファイル' },
      { name: 'file_plural', text: 'ファイル群' },
    ]);
    expect(splitPluralKey(value, 'V4', 'ja', 'OMIT', true)).toEqual([
      { name: 'file_one', text: 'ファイル' },
      { name: 'file_other', text: 'ファイル群' },
    ]);
  });

  it('writes the forms the style and language can hold', () => {
    expect(splitPluralKey(plural, 'V4', 'en', 'OMIT').map((string) => string.name)).toEqual([
      'n_one',
      'n_few',
      'n_other',
    ]);
    expect(splitPluralKey(plural, 'V3', 'en', 'OMIT')).toEqual([
      { name: 'n', text: 'a' },
      { name: 'n_plural', text: 'c' },
    ]);
    expect(splitPluralKey(plural, 'V3', 'ru', 'OMIT').map((string) => string.name)).toEqual(['n_0', 'n_1']);
  });

  it('leaves empty texts out, or writes them, and gives an empty plural value every form it needs', () => {
    expect(splitPluralKey({ name: 's', plural: false, text: '' }, 'V4', 'en', 'OMIT')).toEqual([]);
    expect(splitPluralKey({ name: 's', plural: false, text: '' }, 'V4', 'en', 'EMPTY_STRING')).toEqual([
      { name: 's', text: '' },
    ]);
    const empty = { name: 'n', plural: true as const, forms: {} };
    expect(splitPluralKey(empty, 'V4', 'en', 'OMIT')).toEqual([]);
    expect(splitPluralKey(empty, 'V4', 'ar', 'EMPTY_STRING').map((string) => string.name)).toEqual([
      'n_zero',
      'n_one',
      'n_two',
      'n_few',
      'n_many',
      'n_other',
    ]);
    expect(
      splitPluralKey({ ...empty, name: 'n_ordinal' }, 'V4', 'en', 'EMPTY_STRING').map(
        (string) => string.name,
      ),
    ).toEqual(['n_ordinal_one', 'n_ordinal_two', 'n_ordinal_few', 'n_ordinal_other']);
    expect(splitPluralKey(empty, 'V3', 'de', 'EMPTY_STRING').map((string) => string.name)).toEqual([
      'n',
      'n_plural',
    ]);
    expect(splitPluralKey({ ...empty, forms: { other: '' } }, 'V4', 'en', 'EMPTY_STRING')).toEqual([
      { name: 'n_other', text: '' },
    ]);
  });
});

describe('v3 numbered forms', () => {
  it("map each index to its sample count's CLDR category, one to one", () => {
    expect(v3NumberedCategories('en')).toBeNull();
    expect(v3NumberedCategories('ru-RU')).toEqual(['one', 'few', 'many']);
    expect(v3NumberedCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(v3NumberedCategories('sl')).toEqual(['other', 'one', 'two', 'few']);
    expect(v3NumberedCategories('ja')).toEqual(['other']);
    for (const language of ['he', 'dz', 'jv', 'mnk', 'lv', 'or']) {
      const categories = v3NumberedCategories(language) ?? [];
      expect(new Set(categories).size).toBe(categories.length);
    }
  });

  it('name the plural key a form belongs to', () => {
    expect(pluralBaseOf('x_other', 'V4')).toBe('x');
    expect(pluralBaseOf('x_plural', 'V4')).toBeNull();
    expect(pluralBaseOf('x_plural', 'V3')).toBe('x');
    expect(pluralBaseOf('_one', 'V4')).toBeNull();
  });
});
