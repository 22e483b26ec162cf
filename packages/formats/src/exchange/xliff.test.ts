import { describe, expect, it } from 'vitest';
import type { XliffJs, XliffValue } from 'xliff/*';
import js2xliff from 'xliff/js2xliff';
import jsToXliff12 from 'xliff/jsToXliff12';
import xliff2js from 'xliff/xliff2js';
import xliff12ToJs from 'xliff/xliff12ToJs';
import { validateXML } from 'xmllint-wasm';
import xliff12Schema from '../../test-fixtures/xsd/xliff-core-1.2-strict.xsd?raw';
import xliff20Schema from '../../test-fixtures/xsd/xliff-core-2.0.xsd?raw';
import xmlSchema from '../../test-fixtures/xsd/xml.xsd?raw';
import { germanHandout } from './exchange-fixture.ts';
import { readExchange } from './exchange-reader.ts';
import { writeXliff2, writeXliff12 } from './xliff-writer.ts';

const versions = [
  { name: 'XLIFF 1.2', write: writeXliff12, read: xliff12ToJs, back: jsToXliff12, schema: xliff12Schema },
  { name: 'XLIFF 2.0', write: writeXliff2, read: xliff2js, back: js2xliff, schema: xliff20Schema },
] as const;

/** The official schemas import xml.xsd from the web; the test serves the bundled copy. */
const localImports = (schema: string) =>
  schema.replace(/schemaLocation="[^"]*xml\.xsd"/g, 'schemaLocation="xml.xsd"');

/** A CAT tool's work: every unit's target is its source with the words in capitals, tags kept. */
function translate(value: XliffValue | undefined): XliffValue {
  if (value === undefined) return '';
  if (typeof value === 'string') return value.toUpperCase();
  if (Array.isArray(value))
    return value.map((part) => (typeof part === 'string' ? part.toUpperCase() : part));
  return value;
}

function viaLibrary<T>(run: (callback: (error: Error | null, result: T) => void) => void): T {
  let answer: T | undefined;
  run((error, result) => {
    if (error) throw error;
    answer = result;
  });
  return answer as T;
}

describe.each(versions)('$name', ({ write, read, back, schema }) => {
  const xml = write(germanHandout);

  it('validates against the official schema', async () => {
    const result = await validateXML({
      xml: [{ fileName: 'de.xlf', contents: xml }],
      schema: [localImports(schema)],
      preload: [{ fileName: 'xml.xsd', contents: xmlSchema }],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('writes a unit per key and per plural form, named group/key, ids that are tokens', () => {
    const js = viaLibrary<XliffJs>((done) => read(xml, {}, done));
    const units = Object.entries(Object.values(js.resources)[0] ?? {});
    expect(units.map(([id]) => id)).toEqual(['u1', 'u2', 'u3', 'u4']);
    expect(
      units.map(([, unit]) => unit.additionalAttributes?.resname ?? unit.additionalAttributes?.name),
    ).toEqual(['common/greeting', 'common/files#one', 'common/files#other', 'settings/profile/save "now"']);
    expect(units[0]?.[1].note).toBe('Shown on the dashboard <b>after</b> sign-in & more');
    expect(units[0]?.[1].target).toBeUndefined();
  });

  it('protects placeholders as ph tags that carry the original text', () => {
    expect(xml).toMatch(/<ph id="1" (equiv-text|disp)="\{\{name\}\}"\/>/);
    expect(xml).toContain('="$t(common:inbox, {&quot;count&quot;: 3})"/>');
  });

  it('writes the states', () => {
    if (write === writeXliff12) {
      expect(xml).toContain('<target state="translated"><ph id="1" equiv-text="{{count}}"/> Datei');
      expect(xml).toContain('approved="yes"');
      expect(xml).toContain('<target state="signed-off">Jetzt speichern</target>');
    } else {
      expect(xml).toContain('<segment state="translated">');
      expect(xml).toContain('<segment state="reviewed">');
    }
  });

  it('round-trips: filled by a CAT tool through the library, read back with the original placeholders', () => {
    const js = viaLibrary<XliffJs>((done) => read(xml, {}, done));
    for (const unit of Object.values(Object.values(js.resources)[0] ?? {}))
      unit.target = translate(unit.source);
    const filled = viaLibrary<string>((done) => back(js, { indent: '' }, done));
    const file = readExchange(filled);
    expect(file.projectId).toBe(germanHandout.projectId);
    expect(file.targetLanguage).toBe('de');
    expect(file.entries).toEqual([
      {
        name: 'common/greeting',
        plural: false,
        source: 'Hello, {{name}}! You have $t(common:inbox, {"count": 3}) & <more>.',
        target: 'HELLO, {{name}}! YOU HAVE $t(common:inbox, {"count": 3}) & <MORE>.',
      },
      {
        name: 'common/files',
        plural: true,
        source: { one: '{{count}} file', other: '{{count}} files' },
        target: { one: '{{count}} FILE', other: '{{count}} FILES' },
      },
      { name: 'settings/profile/save "now"', plural: false, source: 'Save\tnow', target: 'SAVE\tNOW' },
    ]);
  });
});

describe('reading XLIFF', () => {
  it('takes a placeholder tag whose attributes a tool dropped from its source by id', () => {
    const xml = writeXliff2(germanHandout).replace(
      '</segment>',
      '<target>Hallo <ph id="1"/>!</target></segment>',
    );
    const greeting = readExchange(xml);
    expect(greeting.entries[0]).toMatchObject({ target: 'Hallo {{name}}!' });
  });

  it.each([
    ['a cut file', writeXliff12(germanHandout).slice(0, 400), /not well-formed XML/],
    ['another XML file', '<html><body/></html>', /not an XLIFF file/],
    ['XLIFF 1.1', '<xliff version="1.1"><file/></xliff>', /XLIFF 1.1 is not read/],
    ['an empty file', '  ', /empty/],
  ])('refuses %s', (_name, text, message) => {
    expect(() => readExchange(text)).toThrow(message);
  });
});
