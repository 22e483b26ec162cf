import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MarkerStyle, mark, unmark, verify } from './placeholder-protection.ts';
import { protectedTokensOf } from './protected-spans.ts';

const STYLES: MarkerStyle[] = ['xml', 'span', 'token'];
/** Each style's marker, as a provider sends it back (the test's own reading, not the module's). */
const MARKER: Record<MarkerStyle, RegExp> = {
  xml: /<x id="\d+"\/>/g,
  span: /<span translate="no">\d+<\/span>/g,
  token: /⟦\d+⟧/g,
};

const placeholder = fc.constantFrom(
  '{{name}}',
  '{{count, number}}',
  '{{- html}}',
  '{{ spaced }}',
  '$t(common:ok)',
  '$t(items, {"count": {{count}} })',
  '<0>',
  '</0>',
  '<1/>',
  '<strong>',
  '</strong>',
  '<br />',
  '<a href="/x">',
);
const awkward = fc.constantFrom(
  '{',
  '}',
  '$',
  't',
  '(',
  ')',
  '<',
  '>',
  '/',
  '&',
  'amp;',
  '⟦',
  '⟧',
  '#',
  '"',
  ' ',
);
/** Any text: placeholders, stray syntax, entities, marker look-alikes and random code points. */
const anyText = fc
  .array(fc.oneof(placeholder, awkward, fc.string({ unit: 'binary', maxLength: 4 })), { maxLength: 30 })
  .map((parts) => parts.join(''));
const words = fc.string({ unit: fc.constantFrom('a', 'b', 'é', ' ', '.', '!'), maxLength: 8 });
/** Well-formed texts: plain words between whole placeholders and balanced tags. */
const wellFormed = fc
  .array(
    fc.oneof(
      words,
      placeholder.filter((token) => !/^<\/?(0|strong|a)/.test(token)),
      words.map((inner) => `<0>${inner}</0>`),
      words.map((inner) => `<strong>${inner}</strong>`),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** A provider that keeps every marker but rewrites the text between them. */
const translateAround = (marked: string, style: MarkerStyle) =>
  marked
    .split(new RegExp(`(${MARKER[style].source})`))
    .map((part, index) => (index % 2 === 1 ? part : part === '' ? '' : `Wort${index}`))
    .join('');

describe('placeholder protection', () => {
  it.each(STYLES)('%s: a provider that keeps markers gives the source back, with no issue', (style) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const marked = mark(text, style);
        expect(unmark(marked.text, marked, text)).toEqual({ text, issues: [] });
      }),
      { numRuns: 500 },
    );
  });

  it.each(STYLES)('%s: a provider never receives `{{` or `$t(` (nor a tag of the text)', (style) => {
    fc.assert(
      fc.property(anyText, (text) => {
        const sent = mark(text, style).text;
        expect(sent).not.toContain('{{');
        expect(sent).not.toContain('$t(');
        expect(sent.replace(MARKER[style], '')).not.toMatch(style === 'token' ? /[⟦⟧]/ : /<[/A-Za-z0-9]/);
      }),
      { numRuns: 500 },
    );
  });

  it.each(STYLES)('%s: a translation that keeps markers keeps every placeholder and tag', (style) => {
    fc.assert(
      fc.property(wellFormed, (text) => {
        const marked = mark(text, style);
        const result = unmark(translateAround(marked.text, style), marked, text);
        expect(result.issues).toEqual([]);
        expect(protectedTokensOf(result.text)).toEqual(protectedTokensOf(text));
      }),
    );
  });

  const withMarker = (style: MarkerStyle) =>
    fc
      .tuple(anyText, placeholder, anyText, fc.nat())
      .map(([before, token, after, pick]) => {
        const text = before + token + after;
        const marked = mark(text, style);
        const markers = [...marked.text.matchAll(MARKER[style])];
        return { text, marked, markers, chosen: markers[pick % markers.length] };
      })
      .filter(({ chosen }) => chosen !== undefined);

  const replaceChosen = (answer: string, at: number, length: number, by: string) =>
    answer.slice(0, at) + by + answer.slice(at + length);

  it.each(STYLES)('%s: a lost marker is reported as PLACEHOLDER_MISSING', (style) => {
    fc.assert(
      fc.property(withMarker(style), ({ text, marked, chosen }) => {
        const [raw] = chosen ?? [''];
        const answer = replaceChosen(marked.text, chosen?.index ?? 0, raw.length, '');
        expect(unmark(answer, marked, text).issues.map((issue) => issue.code)).toContain(
          'PLACEHOLDER_MISSING',
        );
      }),
    );
  });

  it.each(STYLES)('%s: a doubled marker is reported as PLACEHOLDER_DOUBLED', (style) => {
    fc.assert(
      fc.property(withMarker(style), ({ text, marked, chosen }) => {
        const [raw] = chosen ?? [''];
        const answer = replaceChosen(marked.text, chosen?.index ?? 0, raw.length, raw + raw);
        expect(unmark(answer, marked, text).issues.map((issue) => issue.code)).toContain(
          'PLACEHOLDER_DOUBLED',
        );
      }),
    );
  });

  const alterations: Record<MarkerStyle, (raw: string) => string> = {
    xml: (raw) => raw.replace(/id="(\d+)"/, 'id="numero-$1"'),
    span: (raw) => raw.replace(' translate="no"', ''),
    token: (raw) => raw.replace(/\d+/, (id) => `${Number(id) + 1000}`),
  };
  it.each(STYLES)(
    '%s: an altered marker is reported as PLACEHOLDER_ALTERED and its token as missing',
    (style) => {
      fc.assert(
        fc.property(withMarker(style), ({ text, marked, chosen }) => {
          const [raw] = chosen ?? [''];
          const answer = replaceChosen(marked.text, chosen?.index ?? 0, raw.length, alterations[style](raw));
          const codes = unmark(answer, marked, text).issues.map((issue) => issue.code);
          expect(codes).toContain('PLACEHOLDER_ALTERED');
          expect(codes).toContain('PLACEHOLDER_MISSING');
        }),
      );
    },
  );

  it('reports placeholders and tags the provider made up, and tags put out of order', () => {
    const text = 'Hello <0>{{name}}</0>';
    const marked = mark(text, 'xml');
    expect(marked.text).toBe('Hello <x id="0"/><x id="1"/><x id="2"/>');
    expect(unmark('Hallo <x id="0"/><x id="1"/><x id="2"/> {{nom}}', marked, text).issues).toEqual([
      { code: 'PLACEHOLDER_UNKNOWN', message: 'Not in the base text: {{nom}}.' },
    ]);
    expect(unmark('<x id="2"/>Hallo <x id="0"/><x id="1"/>', marked, text).issues).toEqual([
      { code: 'TAG_MISMATCH', message: 'The tags no longer close in order.' },
    ]);
  });

  it('escapes the text around markers for markup providers and reads their entities back', () => {
    const text = 'Tom & Jerry < {{n}} &amp;';
    const marked = mark(text, 'span');
    expect(marked.text).toBe('Tom &amp; Jerry &lt; <span translate="no">0</span> &amp;amp;');
    expect(unmark('Tom &#38; Jerry &lt; <span translate="no"> 0 </span> &amp;amp;', marked, text)).toEqual({
      text,
      issues: [],
    });
  });

  it('verify compares the pieces both texts carry as a multiset', () => {
    expect(verify('{{a}} {{a}} $t(k)', '$t(k) {{a}} {{a}}')).toEqual([]);
    expect(verify('{{a}} {{a}}', '{{a}}').map((issue) => issue.code)).toEqual(['PLACEHOLDER_MISSING']);
  });

  it('marks a 100,000-character text of stray syntax in linear time', () => {
    const text = '$t({{<a'.repeat(15_000);
    const started = Date.now();
    const marked = mark(text, 'token');
    expect(unmark(marked.text, marked, text).issues).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
