import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, syntaxErrorOf } from './placeholders.ts';

// The regular expressions placeholdersOf used before its scan (issue 24): right on every text, but
// about n³ steps on `{{` plus spaces. They stay here as the reference, fed only short texts.
function placeholdersByRegex(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\{\{-?\s*([^{},]*?)\s*(?:,[^{}]*)?\}\}/g)) {
    const name = match[1]?.trim();
    if (name) found.push(`{{${name}}}`);
  }
  for (const match of text.matchAll(/\$t\(\s*([^,)\s]+)[^)]*\)/g)) {
    if (match[1]) found.push(`$t(${match[1]})`);
  }
  return found;
}

function syntaxErrorByRescan(text: string): boolean {
  for (const match of text.matchAll(/\$t\(/g)) {
    const rest = text.slice((match.index ?? 0) + 3);
    const close = rest.indexOf(')');
    if (close < 0 || rest.slice(0, close).trim() === '') return true;
  }
  return false;
}

// The package is typed without DOM or Node libraries; Node and browsers both have this clock.
declare const performance: { now(): number };

// The timed cases are retried: a loaded machine may pause one run, while a super-linear scan
// misses the bound on every try.
const millisecondsOf = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

// The pieces texts are made of: every character the scans treat specially, several kinds of space.
const pieces = [
  '{{',
  '}}',
  '{',
  '}',
  '$t(',
  '$',
  't',
  '(',
  ')',
  ',',
  '-',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u2028',
  'a',
  'b',
  ':',
  '.',
];
const textOf = (maxLength: number) =>
  fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));

describe('placeholdersOf', () => {
  it('finds what the former regular expressions found, on any text', () => {
    fc.assert(
      fc.property(textOf(40), (text) => {
        expect(placeholdersOf(text)).toEqual(placeholdersByRegex(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('reads names, formats, escapes, nestings and their options', () => {
    expect(placeholdersOf('{{ a }} {{-b,number}} {{ c , x, y }} {{{d}}} {{,e}} {{ }} {{f')).toEqual([
      '{{a}}',
      '{{b}}',
      '{{c}}',
      '{{d}}',
    ]);
    expect(placeholdersOf('$t( ns:k, {"n": "$t(x)"}) $t(,k) $t() $t(a $t(b)')).toEqual(['$t(ns:k)', '$t(a)']);
  });

  it.each([
    ['{{ plus 10,000 spaces', `{{${' '.repeat(10_000)}`],
    ['{{- plus 10,000 tabs', `{{-${'\t'.repeat(10_000)}`],
    ['{{ plus 10,000 spaces and a brace', `{{${' '.repeat(10_000)}{`],
    ['10,000 × $t(', '$t('.repeat(10_000)],
    ['10,000 × $t((', '$t(('.repeat(10_000)],
    ['3,000 × {{ a, b', '{{ a, b'.repeat(3_000)],
  ])('reads %s in well under 50 ms', { retry: 3 }, (_, text) => {
    expect(millisecondsOf(() => placeholdersOf(text))).toBeLessThan(50);
  });

  it('reads any text of up to 10,000 pieces in well under 50 ms', { retry: 3 }, () => {
    fc.assert(
      fc.property(textOf(10_000), (text) => {
        expect(millisecondsOf(() => placeholdersOf(text))).toBeLessThan(50);
      }),
      { numRuns: 50 },
    );
  });
});

describe('syntaxErrorOf', () => {
  it('judges every `$t(` as the former rescanning loop did', () => {
    fc.assert(
      fc.property(textOf(40), (text) => {
        const braces = text.replaceAll('{', '').replaceAll('}', '');
        expect(syntaxErrorOf(braces) !== null).toBe(syntaxErrorByRescan(braces));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['10,000 × $t(a and one )', `${'$t(a'.repeat(10_000)})`],
    ['$t( plus 10,000 spaces', `$t(${' '.repeat(10_000)})`],
    ['10,000 × {{a}}', '{{a}}'.repeat(10_000)],
  ])('reads %s in well under 50 ms', { retry: 3 }, (_, text) => {
    expect(millisecondsOf(() => syntaxErrorOf(text))).toBeLessThan(50);
  });
});
