import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FileEntry, joinPlurals, readI18nextPairs, writeI18nextFile } from './i18next-json.ts';

describe('i18next JSON files', () => {
  const entries: FileEntry[] = [
    { name: 'b.title', plural: false, text: 'Title' },
    { name: 'a', plural: false, text: 'A' },
    { name: 'item', plural: true, forms: { other: '{{count}} items', one: 'one item' } },
    { name: '10', plural: false, text: 'ten' },
    { name: '9', plural: false, text: 'nine' },
    { name: 'empty', plural: false, text: '' },
  ];

  it('writes nested files with sorted keys, two spaces and a final newline', () => {
    expect(writeI18nextFile(entries, 'nested')).toBe(
      '{\n  "10": "ten",\n  "9": "nine",\n  "a": "A",\n  "b": {\n    "title": "Title"\n  },\n  "item_one": "one item",\n  "item_other": "{{count}} items"\n}\n',
    );
    expect(writeI18nextFile([], 'flat')).toBe('{}\n');
  });

  it('writes flat files with dotted names', () => {
    expect(writeI18nextFile(entries.slice(0, 2), 'flat')).toBe('{\n  "a": "A",\n  "b.title": "Title"\n}\n');
  });

  it('reads nested and flat files, joins plural suffixes unless the base is a key', () => {
    const pairs = readI18nextPairs(
      '{"a": {"b": "x"}, "c.d": "y", "n_one": "1", "n_other": "2", "s": "s", "s_one": "t"}',
    );
    expect(joinPlurals(pairs)).toEqual([
      { name: 'a.b', plural: false, text: 'x' },
      { name: 'c.d', plural: false, text: 'y' },
      { name: 'n', plural: true, forms: { one: '1', other: '2' } },
      { name: 's', plural: false, text: 's' },
      { name: 's_one', plural: false, text: 't' },
    ]);
  });

  it('names the line of a syntax error and the key of a value that is no string', () => {
    expect(() => readI18nextPairs('{\n  "a": "x",\n  "b": \n}')).toThrow(/line 4/);
    expect(() => readI18nextPairs('{"a": {"b": [1]}}')).toThrow('“a.b” holds an array');
    expect(() => readI18nextPairs('{"a": 5}')).toThrow('holds a number');
    expect(() => readI18nextPairs('[]')).toThrow('JSON object');
  });

  it('reads back what it writes, byte for byte', () => {
    const segment = fc
      .stringMatching(/^[a-zA-Z0-9 _-]{1,8}$/)
      .filter((s) => !/_(zero|one|two|few|many|other)$/.test(s));
    const name = fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => parts.join('.'));
    const file = fc.uniqueArray(
      fc.record({ name, text: fc.string({ minLength: 1 }), plural: fc.boolean() }),
      { selector: (entry) => entry.name.split('.')[0], maxLength: 12 },
    );
    fc.assert(
      fc.property(file, fc.constantFrom('nested' as const, 'flat' as const), (raw, structure) => {
        const entries: FileEntry[] = raw.map(({ name, text, plural }) =>
          plural ? { name, plural, forms: { one: text, other: `${text}s` } } : { name, plural, text },
        );
        const written = writeI18nextFile(entries, structure);
        expect(writeI18nextFile(joinPlurals(readI18nextPairs(written)), structure)).toBe(written);
      }),
    );
  });
});
