import { describe, expect, it } from 'vitest';
import { readI18next } from './i18next-reader.ts';
import { writeI18next } from './i18next-writer.ts';
import { joinPluralKeys } from './plural-keys.ts';

// Small synthetic files in the three key styles of issue 25, each as its tool writes it.
const lines = (...rows: string[]) => rows.join('\n');

const naturalV3 = lines(
  '{',
  '  "Are you sure? This cannot be undone.": "Bist du sicher? Das kann nicht rückgängig gemacht werden.",',
  '  "Delete": "Löschen",',
  '  "Delete.": "Gelöscht.",',
  '  "Hello, {{name}}!": "Hallo, {{name}}!",',
  '  "Loading...": "Lädt …",',
  '  "ns:like key": "kein Namensraum",',
  '  "{{count}} file selected": "{{count}} Datei ausgewählt",',
  '  "{{count}} file selected_plural": "{{count}} Dateien ausgewählt"',
  '}',
  '',
);

const snakeV4 = lines(
  '{',
  '    "welcome_title": "Welcome back",',
  '    "cart.item_count_one": "{{count}} item",',
  '    "cart.item_count_other": "{{count}} items",',
  '    "cart.checkout_button": "Check out",',
  '    "rank_ordinal_one": "{{count}}st",',
  '    "rank_ordinal_two": "{{count}}nd",',
  '    "rank_ordinal_few": "{{count}}rd",',
  '    "rank_ordinal_other": "{{count}}th",',
  '    "invite_friend_male_one": "He invited one friend",',
  '    "invite_friend_male_other": "He invited {{count}} friends",',
  '    "step_one": "First step",',
  '    "10": "ten",',
  '    "9": "nine"',
  '}',
);

const nestedEmpty = lines(
  '{',
  '\t"settings": {',
  '\t\t"account": {',
  '\t\t\t"security": {',
  '\t\t\t\t"two_factor": {',
  '\t\t\t\t\t"description": "",',
  '\t\t\t\t\t"title": "Zwei-Faktor-Anmeldung"',
  '\t\t\t\t}',
  '\t\t\t}',
  '\t\t},',
  '\t\t"tips": [',
  '\t\t\t"Erster Tipp",',
  '\t\t\t""',
  '\t\t]',
  '\t},',
  '\t"sessions": {',
  '\t\t"count_one": "{{count}} Sitzung",',
  '\t\t"count_other": ""',
  '\t}',
  '}',
  '',
);

function roundTrip(text: string, language: string) {
  const file = readI18next(text);
  const nestedSeparator = file.shape.structure === 'NESTED' ? file.shape.keySeparator : '';
  const joined = joinPluralKeys([{ language, strings: file.strings }], file.shape.pluralStyle, {
    nestedSeparator,
  });
  const written = writeI18next(joined.files[0] ?? [], file.shape, { language, layout: file.layout });
  return { file, keys: joined.keys, written };
}

describe('the three key styles of issue 25 come back byte for byte', () => {
  it('flat natural-language keys with v3 plurals', () => {
    const { file, keys, written } = roundTrip(naturalV3, 'de');
    expect(written).toBe(naturalV3);
    expect(file.shape).toMatchObject({
      structure: 'FLAT',
      pluralStyle: 'V3',
      sortKeys: true,
      emptyValues: 'OMIT',
    });
    expect(keys).toHaveLength(7);
    expect(keys.filter((key) => key.plural)).toEqual([{ name: '{{count}} file selected', plural: true }]);
  });

  it('flat snake_case keys with v4 plurals, unsorted', () => {
    const { file, keys, written } = roundTrip(snakeV4, 'en');
    expect(written).toBe(snakeV4);
    expect(file.shape).toMatchObject({
      structure: 'FLAT',
      pluralStyle: 'V4',
      indent: '    ',
      sortKeys: false,
      finalNewline: false,
    });
    expect(keys.filter((key) => key.plural).map((key) => key.name)).toEqual([
      'cart.item_count',
      'rank_ordinal',
      'invite_friend_male',
    ]);
    expect(keys.map((key) => key.name)).toContain('step_one');
  });

  it('deeply nested keys with "" for untranslated', () => {
    const { file, keys, written } = roundTrip(nestedEmpty, 'de');
    expect(written).toBe(nestedEmpty);
    expect(file.shape).toMatchObject({ structure: 'NESTED', indent: '\t', emptyValues: 'EMPTY_STRING' });
    expect(keys.map((key) => key.name)).toEqual([
      'settings.account.security.two_factor.description',
      'settings.account.security.two_factor.title',
      'settings.tips.0',
      'settings.tips.1',
      'sessions.count',
    ]);
  });
});
