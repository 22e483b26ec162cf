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
