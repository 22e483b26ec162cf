import { describe, expect, it } from 'vitest';
import { DEFAULT_FILE_SHAPE, shapeDiffers } from './file-shape.ts';
import { readI18next } from './i18next-reader.ts';

const shapeOf = (text: string) => readI18next(text).shape;

describe('file shape detection', () => {
  it('gives the defaults for a file written by JSON.stringify(value, null, 2) plus a newline', () => {
    expect(shapeOf('{\n  "a": {\n    "b": "B"\n  },\n  "c": "C"\n}\n')).toEqual(DEFAULT_FILE_SHAPE);
    expect(shapeOf('{}\n')).toEqual(DEFAULT_FILE_SHAPE);
  });

  it('is FLAT only when every top-level value is a string or an array and some key holds a dot', () => {
    expect(shapeOf('{"Sure?": "x", "Done.": ["a"]}')).toMatchObject({ structure: 'FLAT', keySeparator: '' });
    expect(shapeOf('{"Sure?": "x", "done": "y"}')).toMatchObject({ structure: 'NESTED', keySeparator: '.' });
    expect(shapeOf('{"a.b": "x", "c": {"d": "y"}}')).toMatchObject({
      structure: 'NESTED',
      keySeparator: '.',
    });
  });

  it('is V3 when some key ends in _plural and none in _other', () => {
    expect(shapeOf('{"x": "a", "x_plural": "b"}').pluralStyle).toBe('V3');
    expect(shapeOf('{"x_plural": "b", "y_other": "c"}').pluralStyle).toBe('V4');
    expect(shapeOf('{"x": "a"}').pluralStyle).toBe('V4');
  });

  it("takes the file's own indent, order, empty strings, escaping and final newline", () => {
    expect(shapeOf('{\n    "a": "x"\n}').indent).toBe('    ');
    expect(shapeOf('{\n\t"a": "x"\n}').indent).toBe('\t');
    expect(shapeOf('{"a": "x"}').indent).toBe('  ');
    expect(shapeOf('{"a": {"c": "x", "b": "y"}}').sortKeys).toBe(false);
    expect(shapeOf('{"10": "x", "9": "y", "a": "z"}').sortKeys).toBe(true);
    expect(shapeOf('{"a": {"b": ""}}').emptyValues).toBe('EMPTY_STRING');
    expect(shapeOf('{"a": "caf\\u00e9"}').escapeNonAscii).toBe(true);
    expect(shapeOf('{"a": "caf\\u00e9", "b": "é"}').escapeNonAscii).toBe(false);
    expect(shapeOf('{"a": "\\u0041"}').escapeNonAscii).toBe(false);
    expect(shapeOf('{"a": "x"}').finalNewline).toBe(false);
  });

  it('names the settings where a file differs from its group', () => {
    const file = shapeOf('{\n    "Sure?": "x",\n    "Done.": ""\n}');
    expect(shapeDiffers(file, DEFAULT_FILE_SHAPE)).toEqual([
      'structure',
      'keySeparator',
      'indent',
      'sortKeys',
      'emptyValues',
      'finalNewline',
    ]);
    expect(shapeDiffers(DEFAULT_FILE_SHAPE, { ...DEFAULT_FILE_SHAPE })).toEqual([]);
  });
});
