import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TranslationFileError } from './file-error.ts';
import type { FileShape } from './file-shape.ts';
import { type I18nextFile, readI18next } from './i18next-reader.ts';
import { writeI18next } from './i18next-writer.ts';
import { PLURAL_CATEGORIES } from './plural-categories.ts';
import { joinPluralKeys, type KeyValue, splitPluralKey } from './plural-keys.ts';

/** What an import then an export does: read, join plurals over the group, write with the file's shape and layout. */
function giveBack(file: I18nextFile, language: string): string {
  const nestedSeparator = file.shape.structure === 'NESTED' ? file.shape.keySeparator : '';
  const [values] = joinPluralKeys([{ language, strings: file.strings }], file.shape.pluralStyle, {
    nestedSeparator,
  }).files;
  return writeI18next(values ?? [], file.shape, { language, layout: file.layout });
}

const escapeNonAscii = (text: string) =>
  text.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
const fileOf = (value: unknown, indent: string, escaped: boolean, newline: boolean) => {
  const text = JSON.stringify(value, null, indent);
  return (escaped ? escapeNonAscii(text) : text) + (newline ? '\n' : '');
};

const natural = fc.constantFrom(
  'Are you sure? This cannot be undone.',
  'Log out.',
  'Done...',
  'ns:key',
  'Hello, {{name}}!',
  'Sure',
  'Sure.',
  'a.b',
  'a',
  'e.g. this',
  ' spaced ',
  '10',
  '9',
  '0',
  '__proto__',
  'constructor',
  'Café',
  '日本語.キー',
  // Outline's keys: a line break, dots that end, start or double a name.
  'Your changes couldn’t be saved.\nAre you sure you want to leave?',
  'Line\r\nbreak\tand tab',
  'Deleted.',
  '.env',
  'a..b',
);
const suffixed = fc
  .tuple(
    fc.constantFrom('item', 'file', 'place_ordinal', 'friend_male', 'x'),
    fc.constantFrom('', '_one', '_other', '_few', '_zero', '_plural', '_0', '_1', '_2'),
  )
  .map(([base, suffix]) => base + suffix);
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,6}$/);
const keyName = fc.oneof(
  word,
  natural,
  suffixed,
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
  fc.array(fc.oneof(word, suffixed), { minLength: 2, maxLength: 4 }).map((parts) => parts.join('.')),
);
const leafText = fc.oneof(
  fc.constant(''),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom('\ud800', 'a\udfffb', '😀', '"\\\n\t\u0001\u007f', '{{count}} Dateien'),
);
const indent = fc.constantFrom('  ' as const, '    ' as const, '\t' as const);
const language = fc.constantFrom('en', 'de', 'ru', 'ar', 'ja', 'fr');

// i18next-shaped values as teams write them: nested objects, arrays, or flat files of strings and arrays.
const { node } = fc.letrec<{ node: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leafText, tie('array'), tie('object')),
  array: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
  object: fc
    .uniqueArray(fc.tuple(fc.oneof(keyName, fc.constant('')), tie('node')), {
      minLength: 1,
      maxLength: 5,
      selector: ([key]) => key,
    })
    .map((entries) => Object.fromEntries(entries)),
}));
const entriesOf = (value: fc.Arbitrary<unknown>) =>
  fc
    .uniqueArray(fc.tuple(keyName, value), { maxLength: 10, selector: ([key]) => key })
    .map(Object.fromEntries);
const teamFile = fc.oneof(
  entriesOf(node),
  entriesOf(fc.oneof(leafText, fc.array(leafText, { minLength: 1, maxLength: 3 }))),
);

const shapeArbitrary: fc.Arbitrary<FileShape> = fc
  .record({
    structure: fc.constantFrom('NESTED' as const, 'FLAT' as const),
    pluralStyle: fc.constantFrom('V4' as const, 'V3' as const),
    indent,
    sortKeys: fc.boolean(),
    emptyValues: fc.constantFrom('OMIT' as const, 'EMPTY_STRING' as const),
    escapeNonAscii: fc.boolean(),
    finalNewline: fc.boolean(),
  })
  .map((shape) => ({ ...shape, keySeparator: shape.structure === 'NESTED' ? '.' : '' }));
const forms = fc.record(Object.fromEntries(PLURAL_CATEGORIES.map((category) => [category, leafText])), {
  requiredKeys: [],
});
const keyValues: fc.Arbitrary<KeyValue[]> = fc.array(
  fc.oneof(
    fc.record({ name: keyName, plural: fc.constant(false as const), text: leafText }),
    fc.record({ name: keyName, plural: fc.constant(true as const), forms }),
  ),
  { maxLength: 12 },
);

/** The values a group could hold under the shape: names distinct as written, and (NESTED) none inside another. */
function groupValues(values: KeyValue[], shape: FileShape, language: string): KeyValue[] {
  const taken = new Set<string>();
  const inside = (a: string, b: string) => b.startsWith(`${a}.`);
  return values.filter((value) => {
    const names = [
      value.name,
      ...splitPluralKey(value, shape.pluralStyle, language, shape.emptyValues).map((s) => s.name),
    ];
    const clash = names.some(
      (name) =>
        taken.has(name) ||
        (shape.structure === 'NESTED' &&
          [...taken].some((other) => inside(other, name) || inside(name, other))),
    );
    if (!clash) for (const name of names) taken.add(name);
    return !clash;
  });
}

const isCollision = (error: unknown) => error instanceof TranslationFileError && error.paths.length === 2;

describe('i18next files round-trip byte for byte', () => {
  it('gives back any file written by JSON.stringify(value, null, indent), escaped or not, with or without a final newline', () => {
    let read = 0;
    let collided = 0;
    fc.assert(
      fc.property(
        teamFile,
        indent,
        fc.boolean(),
        fc.boolean(),
        language,
        (value, indent, escaped, newline, language) => {
          const text = fileOf(value, indent, escaped, newline);
          let file: I18nextFile;
          try {
            file = readI18next(text);
          } catch (error) {
            // Two keys with one name (`"a.b"` beside `{"a": {"b"}}`) are refused, naming both: the contract's INVALID_FILE.
            if (!isCollision(error)) throw error;
            collided++;
            return;
          }
          read++;
          expect(giveBack(file, language)).toBe(text);
        },
      ),
      { numRuns: 600 },
    );
    expect(read).toBeGreaterThan(collided * 4);
  });

  it('writes, reads and writes the same bytes for any values under any shape', () => {
    fc.assert(
      fc.property(keyValues, shapeArbitrary, language, (values, shape, language) => {
        const written = writeI18next(groupValues(values, shape, language), shape, { language });
        expect(giveBack(readI18next(written), language)).toBe(written);
      }),
      { numRuns: 600 },
    );
  });

  it("gives back Outline's FLAT file: a key with a line break, keys ending, starting or doubling a dot", () => {
    const outline = `${JSON.stringify(
      {
        'Your changes couldn’t be saved.\nAre you sure you want to leave?':
          'Your changes couldn’t be saved.\nAre you sure you want to leave?',
        'Deleted.': 'Deleted.',
        Deleted: 'Deleted',
        'Loading…': 'Loading…',
        '.env': '.env',
        'Wait..': 'Wait..',
        '{{ count }} member': '{{ count }} member',
        '{{ count }} member_plural': '{{ count }} members',
      },
      null,
      2,
    )}\n`;
    const file = readI18next(outline);
    expect(file.shape).toMatchObject({ structure: 'FLAT', keySeparator: '', pluralStyle: 'V3' });
    expect(file.strings.map((string) => string.name)).toEqual([
      'Your changes couldn’t be saved.\nAre you sure you want to leave?',
      'Deleted.',
      'Deleted',
      'Loading…',
      '.env',
      'Wait..',
      '{{ count }} member',
      '{{ count }} member_plural',
    ]);
    expect(giveBack(file, 'en')).toBe(outline);
  });

  it('holds for every shape combination', () => {
    const values: KeyValue[] = [
      { name: 'Are you sure? This cannot be undone.', plural: false, text: 'Sicher? ✓' },
      { name: 'menu.file.open', plural: false, text: 'Öffnen' },
      { name: 'menu.file.recent', plural: false, text: '' },
      {
        name: 'item',
        plural: true,
        forms: { one: '{{count}} Eintrag', other: '{{count}} Einträge', few: 'f' },
      },
      { name: 'place_ordinal', plural: true, forms: {} },
      { name: 'Sure.', plural: false, text: 'ja' },
      { name: '10', plural: false, text: 'zehn' },
      { name: '9', plural: false, text: 'neun' },
    ];
    let shapes = 0;
    for (const structure of ['NESTED', 'FLAT'] as const)
      for (const pluralStyle of ['V4', 'V3'] as const)
        for (const indent of ['  ', '    ', '\t'] as const)
          for (const sortKeys of [true, false])
            for (const emptyValues of ['OMIT', 'EMPTY_STRING'] as const)
              for (const escapeNonAscii of [true, false])
                for (const finalNewline of [true, false]) {
                  const keySeparator = structure === 'NESTED' ? '.' : '';
                  const shape = {
                    structure,
                    keySeparator,
                    pluralStyle,
                    indent,
                    sortKeys,
                    emptyValues,
                    escapeNonAscii,
                    finalNewline,
                  };
                  for (const language of ['en', 'ru']) {
                    const written = writeI18next(values, shape, { language });
                    expect(giveBack(readI18next(written), language)).toBe(written);
                  }
                  shapes++;
                }
    expect(shapes).toBe(192);
  });
});
