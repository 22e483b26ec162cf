import { describe, expect, it } from 'vitest';
import { translationIssues } from './issues.ts';
import { placeholdersOf, syntaxErrorOf } from './placeholders.ts';

const codes = (...args: Parameters<typeof translationIssues>) =>
  translationIssues(...args).map((issue) => issue.code);

describe('placeholdersOf', () => {
  it('reads every i18next interpolation and nesting form', () => {
    expect(
      placeholdersOf('Hi {{name}}, {{ date, datetime }} {{- html}} $t(other) $t(ns:deep.key, {"a": 1})'),
    ).toEqual(['{{name}}', '{{date}}', '{{html}}', '$t(other)', '$t(ns:deep.key)']);
  });
});

describe('syntaxErrorOf', () => {
  it.each(['{{name', 'name}}', '{{a {{b}}', '$t(key', '$t()'])('refuses %s', (text) => {
    expect(syntaxErrorOf(text)).not.toBeNull();
  });
  it.each(['plain', '{{a}} and {{b, number}}', '$t(x) ok', '{ single }'])('accepts %s', (text) => {
    expect(syntaxErrorOf(text)).toBeNull();
  });
});

describe('translationIssues', () => {
  const base = { text: 'Hello {{name}}, see $t(help)' };
  it('has none for a matching value', () => {
    expect(
      codes({ text: 'Bonjour {{name}}, voir $t(help)' }, { language: 'fr', plural: false, base }),
    ).toEqual([]);
  });
  it('finds missing and unknown placeholders', () => {
    expect(codes({ text: 'Bonjour {{nom}}' }, { language: 'fr', plural: false, base })).toEqual([
      'PLACEHOLDER_MISSING',
      'PLACEHOLDER_UNKNOWN',
    ]);
  });
  it('finds syntax errors, also in a base value', () => {
    expect(codes({ text: 'Hello {{name' }, { language: 'en', plural: false, base: null })).toEqual([
      'SYNTAX',
    ]);
  });
  it('has none for an empty value', () => {
    expect(codes({ text: '' }, { language: 'fr', plural: false, base })).toEqual([]);
  });
  it('finds a missing plural form the language needs, zero being optional', () => {
    const pluralBase = { forms: { one: '{{count}} file', other: '{{count}} files' } };
    expect(
      codes({ forms: { one: '{{count}} plik' } }, { language: 'pl', plural: true, base: pluralBase }),
    ).toEqual(['PLURAL_FORM_MISSING']);
    expect(
      codes(
        {
          forms: {
            one: '{{count}} plik',
            few: '{{count}} pliki',
            many: '{{count}} plików',
            other: '{{count}} pliku',
          },
        },
        { language: 'pl', plural: true, base: pluralBase },
      ),
    ).toEqual([]);
  });
});

describe('translationIssues with the checks of the aids contract', () => {
  const check = (text: string, base: string, maxLength?: number) =>
    translationIssues({ text }, { language: 'de', plural: false, base: { text: base }, maxLength }).map(
      (issue) => `${issue.code}:${issue.severity}`,
    );
  it('gives each code its severity', () => {
    expect(check('Klicken  Sie hier', 'Click <0>here</0> for 2.5 s.', 10)).toEqual([
      'LENGTH:ERROR',
      'TAG_MISMATCH:ERROR',
      'DOUBLE_SPACE:WARNING',
      'END_PUNCTUATION:WARNING',
      'NUMBER_MISMATCH:WARNING',
    ]);
    expect(check(' Settings', ' Settings')).toEqual(['SAME_AS_SOURCE:WARNING']);
    expect(check('Einstellungen ', 'Settings')).toEqual(['WHITESPACE_EDGES:WARNING']);
  });
  it('has none for the fixed twin', () => {
    expect(check('Klicken Sie <0>hier</0> für 2,5 s.', 'Click <0>here</0> for 2.5 s.', 40)).toEqual([]);
  });
  it('compares each plural form with the same category of the base, else its other form', () => {
    const base = { forms: { one: 'One file.', other: '{{count}} files.' } };
    const issues = translationIssues(
      {
        forms: {
          one: '{{count}} plik.',
          few: '{{count}} pliki',
          many: '{{count}} plików.',
          other: '{{count}} pliku.',
        },
      },
      { language: 'pl', plural: true, base },
    );
    expect(issues.map((issue) => issue.code)).toEqual(['END_PUNCTUATION']);
  });
  it('checks only the balance of tags in a base value', () => {
    expect(
      translationIssues({ text: 'Settings <0>here' }, { language: 'en', plural: false, base: null }).map(
        (issue) => issue.code,
      ),
    ).toEqual(['TAG_MISMATCH']);
  });
});

describe('translationIssues with `only` (a stored value’s codes, for their messages)', () => {
  const base = { text: 'Saved <0>{{count}}</0> of 50 files.' };
  const value = { text: ' Gespeichert  <0>{{anzahl}} von 5 Dateien' };
  const options = { language: 'de', plural: false, base, maxLength: 10 };
  const all = translationIssues(value, options);
  it('finds what every check finds, left to the codes asked for', () => {
    expect(all.length).toBeGreaterThan(5);
    for (const asked of [
      ['END_PUNCTUATION'],
      ['PLACEHOLDER_UNKNOWN', 'LENGTH'],
      all.map((i) => i.code),
      [],
    ]) {
      expect(translationIssues(value, { ...options, only: new Set(asked) })).toEqual(
        all.filter((issue) => asked.includes(issue.code)),
      );
    }
  });
  it('finds nothing for a code the value no longer fails', () => {
    expect(
      translationIssues(
        { text: 'Gespeichert <0>{{count}}</0> von 50 Dateien.' },
        { ...options, maxLength: null, only: new Set(['SYNTAX', 'NUMBER_MISMATCH']) },
      ),
    ).toEqual([]);
  });
});
