import { describe, expect, it } from 'vitest';
import { TranslationFileError } from './file-error.ts';
import { DEFAULT_FILE_SHAPE, type FileShape } from './file-shape.ts';
import { readI18next } from './i18next-reader.ts';
import { writeI18next } from './i18next-writer.ts';
import type { KeyValue } from './plural-keys.ts';

const text = (name: string, value: string): KeyValue => ({ name, plural: false, text: value });
const write = (values: KeyValue[], shape: Partial<FileShape> = {}) =>
  writeI18next(values, { ...DEFAULT_FILE_SHAPE, ...shape }, { language: 'en' });

describe('writeI18next', () => {
  const values = [
    text('b.title', 'Title'),
    text('a', 'A'),
    { name: 'item', plural: true, forms: { other: '{{count}} items', one: 'one item' } } as KeyValue,
    text('10', 'ten'),
    text('9', 'nine'),
    text('empty', ''),
  ];

  it('writes the defaults as JSON.stringify(value, null, 2) plus a newline, keys in code-unit order', () => {
    expect(write(values)).toBe(
      '{\n  "10": "ten",\n  "9": "nine",\n  "a": "A",\n  "b": {\n    "title": "Title"\n  },\n  "item_one": "one item",\n  "item_other": "{{count}} items"\n}\n',
    );
    expect(write([])).toBe('{}\n');
  });

  it('follows the shape: flat, V3, tabs, unsorted, empty strings, escaped, no final newline', () => {
    const shape: Partial<FileShape> = {
      structure: 'FLAT',
      keySeparator: '',
      pluralStyle: 'V3',
      indent: '\t',
      sortKeys: false,
      emptyValues: 'EMPTY_STRING',
      escapeNonAscii: true,
      finalNewline: false,
    };
    expect(write([...values, text('Café? Oui.', 'é😀')], shape)).toBe(
      '{\n\t"b.title": "Title",\n\t"a": "A",\n\t"item": "one item",\n\t"item_plural": "{{count}} items",\n\t"10": "ten",\n\t"9": "nine",\n\t"empty": "",\n\t"Caf\\u00e9? Oui.": "\\u00e9\\ud83d\\ude00"\n}',
    );
  });

  it("puts strings back where the file had them: arrays, dotted keys inside objects, the file's order", () => {
    const original = JSON.stringify({ z: { 'Sure.': 'x', list: ['a', 'b'] }, 'a.b': 'y' }, null, 2);
    const file = readI18next(original);
    const values = file.strings.map((string) => text(string.name, string.text));
    expect(writeI18next(values, file.shape, { language: 'en', layout: file.layout })).toBe(original);
    // New keys go last in their object; a missing array element is written as "".
    const changed = [
      ...values.filter((value) => value.name !== 'z.list.0'),
      text('z.new', 'n'),
      text('c', 'c'),
    ];
    expect(writeI18next(changed, file.shape, { language: 'en', layout: file.layout })).toBe(
      JSON.stringify({ z: { 'Sure.': 'x', list: ['', 'b'], new: 'n' }, 'a.b': 'y', c: 'c' }, null, 2),
    );
    // Another structure than the layout's: names are split anew.
    expect(
      writeI18next(
        values,
        { ...file.shape, structure: 'FLAT', keySeparator: '' },
        { language: 'en', layout: file.layout },
      ),
    ).toBe(JSON.stringify({ 'z.Sure.': 'x', 'z.list.0': 'a', 'z.list.1': 'b', 'a.b': 'y' }, null, 2));
  });

  it('keeps the order of a file of plain names in a flat group, though the file alone reads as nested', () => {
    // A language file beside a flat base file: no dotted key in it, so its own structure is a guess.
    const original = JSON.stringify({ $: 'dollar', '!': 'bang' }, null, 2);
    const file = readI18next(original);
    // The server hands values over in name order, not the file's.
    const values = file.strings.map((string) => text(string.name, string.text)).reverse();
    const flat: FileShape = { ...file.shape, structure: 'FLAT', keySeparator: '', sortKeys: false };
    expect(writeI18next(values, flat, { language: 'de', layout: file.layout })).toBe(original);
  });

  it('keeps a key whole where its path runs into another string', () => {
    expect(write([text('Delete', 'x'), text('Delete. Sure?', 'y'), text('Delete. Sure?.No', 'z')])).toBe(
      '{\n  "Delete": "x",\n  "Delete. Sure?": "y",\n  "Delete. Sure?.No": "z"\n}\n',
    );
    expect(write([text('Sure.', 'x')])).toBe('{\n  "Sure": {\n    "": "x"\n  }\n}\n');
  });

  it('refuses two values written under one name', () => {
    const values = [text('x_one', 'a'), { name: 'x', plural: true, forms: { one: 'b' } } as KeyValue];
    expect(() => write(values)).toThrow(TranslationFileError);
    expect(() => write(values)).toThrow('“x_one”');
  });

  it('writes a name nested thousands deep without the JS stack', () => {
    const name = Array(2000).fill('k').join('.');
    const value: Record<string, unknown> = {};
    let node = value;
    for (let depth = 1; depth < 2000; depth++) node = node.k = {} as Record<string, unknown>;
    node.k = 'v';
    expect(write([text(name, 'v')])).toBe(`${JSON.stringify(value, null, 2)}\n`);
  });
});
