import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TranslationFileError } from './file-error.ts';
import { readI18next } from './i18next-reader.ts';
import { MAX_DEPTH } from './json-leaves.ts';

const errorOf = (read: () => unknown): TranslationFileError => {
  try {
    read();
  } catch (error) {
    if (error instanceof TranslationFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
};

describe('readI18next', () => {
  it("keeps natural-language keys of a FLAT file whole, and the file's order", () => {
    const file = readI18next(
      '{"Are you sure? This cannot be undone.": "Sicher?", "Log out.": "", "ns:key": "x", "1": "one", "Done...": "y"}',
    );
    expect(file.shape.structure).toBe('FLAT');
    expect(file.strings).toEqual([
      { name: 'Are you sure? This cannot be undone.', text: 'Sicher?' },
      { name: 'Log out.', text: '' },
      { name: 'ns:key', text: 'x' },
      { name: '1', text: 'one' },
      { name: 'Done...', text: 'y' },
    ]);
  });

  it('names nested keys by their path, arrays by index, and keeps the paths in its layout', () => {
    const file = readI18next('{"a": {"b.c": "x", "list": ["p", {"q": ""}]}, "__proto__": "z"}');
    expect(file.strings.map((string) => string.name)).toEqual([
      'a.b.c',
      'a.list.0',
      'a.list.1.q',
      '__proto__',
    ]);
    expect(file.layout).toEqual({
      structure: 'NESTED',
      keySeparator: '.',
      paths: [['a', 'b.c'], ['a', 'list', 0], ['a', 'list', 1, 'q'], ['__proto__']],
    });
  });

  it('names keys with the group separator when given one', () => {
    const file = readI18next('{"a": {"b": "x"}}', { structure: 'NESTED', keySeparator: ':' });
    expect(file.strings).toEqual([{ name: 'a:b', text: 'x' }]);
  });

  it('refuses numbers, booleans and null, naming the path', () => {
    expect(errorOf(() => readI18next('{"a": {"b": [1]}}'))).toMatchObject({
      code: 'INVALID_FILE',
      paths: ['a.b[0]'],
      message: '“a.b[0]” holds a number; a value must be a string, an array or an object.',
    });
    expect(errorOf(() => readI18next('{"Sure?": true}')).message).toContain('“["Sure?"]” holds a boolean');
    expect(errorOf(() => readI18next('{"a": null}')).message).toContain('holds null');
  });

  it('refuses keys that collide under the naming, naming both paths', () => {
    expect(errorOf(() => readI18next('{"a": "x", "b": {"c": "y"}, "a.d": "z"}'))).toMatchObject({
      code: 'INVALID_FILE',
      paths: ['a', '["a.d"]'],
    });
    expect(errorOf(() => readI18next('{"a.b": "x", "a": {"b": "y"}}')).paths).toEqual(['["a.b"]', 'a.b']);
    // The same keys side by side are a FLAT file, where they do not collide...
    expect(readI18next('{"a": "x", "a.d": "z"}').strings).toHaveLength(2);
    // ...unless the group is NESTED.
    expect(() => readI18next('{"a": "x", "a.d": "z"}', { structure: 'NESTED', keySeparator: '.' })).toThrow(
      'collide',
    );
  });

  it('reads a key twice in one object as i18next does: the later value, where the key first stood', () => {
    // Cal.com's en/common.json holds `routing_forms` twice.
    const calCom =
      '{\n  "routing_forms": "Routing Forms",\n  "save": "Save",\n  "routing_forms": "Routing forms"\n}\n';
    const file = readI18next(calCom);
    expect(file.strings).toEqual([
      { name: 'routing_forms', text: 'Routing forms' },
      { name: 'save', text: 'Save' },
    ]);
    expect(file.layout.paths).toEqual([['routing_forms'], ['save']]);
    expect(file.duplicates).toEqual([{ name: 'routing_forms', lines: [2, 4] }]);
    // The later value replaces the whole earlier one, nested or not, as JSON.parse reads it.
    const nested =
      '{"a": {"b": "x", "c": ["y", "z"]},\n"d": "w", "a": {"c": ["v"], "c": {"e": "u"}}, "a": "t"}';
    const read = readI18next(nested);
    expect(read.strings.map(({ name, text }) => [name, text])).toEqual([
      ['a', 't'],
      ['d', 'w'],
    ]);
    expect(read.duplicates).toEqual([
      { name: 'a', lines: [1, 2] },
      { name: 'a.c', lines: [2, 2] },
      { name: 'a', lines: [1, 2] },
    ]);
    const inner = readI18next('{"a": {"b": "x", "c": "y", "b": {"d": "z"}}, "e": ""}');
    expect(inner.strings).toEqual([
      { name: 'a.b.d', text: 'z' },
      { name: 'a.c', text: 'y' },
      { name: 'e', text: '' },
    ]);
    // A repeated key does not unsort a sorted file.
    expect(readI18next('{"a": "x", "b": "y", "a": "z"}').shape.sortKeys).toBe(true);
  });

  it('still refuses two keys that are one name under the naming, the same string twice', () => {
    expect(errorOf(() => readI18next('{"a": {"b": "x"}, "a.b": "y"}'))).toMatchObject({
      code: 'INVALID_FILE',
      paths: ['a.b', '["a.b"]'],
    });
  });

  it('names the line of a syntax error and refuses what is no object', () => {
    expect(errorOf(() => readI18next('{\n  "a": "x",\n  "b": \n}'))).toMatchObject({ line: 4 });
    expect(errorOf(() => readI18next('{"a": "x",}')).message).toContain('not valid JSON');
    expect(errorOf(() => readI18next('{"a": "x"} {')).message).toContain('not valid JSON');
    expect(errorOf(() => readI18next('{"a": "x\ty"}')).message).toContain('not valid JSON');
    expect(errorOf(() => readI18next('')).message).toContain('not valid JSON');
    expect(errorOf(() => readI18next('["a"]')).message).toBe('The file must hold a JSON object of keys.');
  });

  it('walks without the JS stack and refuses nesting past its depth', () => {
    const deep = `${'{"a":'.repeat(200_000)}"x"${'}'.repeat(200_000)}`;
    expect(errorOf(() => readI18next(deep)).message).toContain(`deeper than ${MAX_DEPTH} levels`);
    const deepest = `${'{"a":'.repeat(MAX_DEPTH - 1)}"x"${'}'.repeat(MAX_DEPTH - 1)}`;
    expect(readI18next(deepest).strings[0]?.name).toBe(
      Array(MAX_DEPTH - 1)
        .fill('a')
        .join('.'),
    );
  });

  it('decodes bytes as strict UTF-8 without a byte order mark', () => {
    // A byte order mark, then {"a": "é"}.
    const bytes = new Uint8Array([
      0xef, 0xbb, 0xbf, 0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0xa9, 0x22, 0x7d,
    ]);
    expect(readI18next(bytes).strings).toEqual([{ name: 'a', text: 'é' }]);
    expect(readI18next('\ufeff{"a": "x"}').strings).toEqual([{ name: 'a', text: 'x' }]);
    expect(
      errorOf(() => readI18next(new Uint8Array([0x7b, 0x22, 0xc3, 0x22, 0x3a, 0x22, 0x22, 0x7d]))).message,
    ).toBe('The file is not UTF-8 text.');
  });

  it('decodes escapes as JSON does', () => {
    expect(readI18next('{"\\u00e9\\n": "\\"\\\\\\/\\ud83d\\ude00"}').strings).toEqual([
      { name: 'é\n', text: '"\\/😀' },
    ]);
  });

  it('agrees with JSON.parse on what is JSON, and fails only with its own error', () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ',',
      ':',
      ' ',
      '\n',
      '"a"',
      '"b"',
      '""',
      '"\\u00e9"',
      '"\\x"',
      '1',
      'true',
      'null',
      '"',
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 16 }), (tokens) => {
        const text = tokens.join('');
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          expect(() => readI18next(text)).toThrow(TranslationFileError);
          return;
        }
        let strings: string[];
        try {
          strings = readI18next(text).strings.map((string) => `${string.name}=${string.text}`);
        } catch (error) {
          expect(error).toBeInstanceOf(TranslationFileError);
          return;
        }
        // Read: JSON.parse finds the same strings (in its own order).
        const found: string[] = [];
        const walk = (value: unknown, name: string) => {
          if (typeof value === 'string') found.push(`${name}=${value}`);
          else
            for (const [key, inner] of Object.entries(value as object))
              walk(inner, name === '' ? key : `${name}.${key}`);
        };
        walk(parsed, '');
        expect(strings.sort()).toEqual(found.sort());
      }),
      { numRuns: 2000 },
    );
  });
});
