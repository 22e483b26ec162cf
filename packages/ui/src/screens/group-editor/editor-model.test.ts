import { describe, expect, it } from 'vitest';
import {
  draftOfSuggestedText,
  filtersFromParams,
  keyFilterOf,
  paramsFromFilters,
  pluralExamples,
  splitPlaceholders,
} from './editor-model.ts';

describe('editor filters in the URL', () => {
  it('reads and writes q, show and lang, keeping other parameters', () => {
    const params = new URLSearchParams('tab=x&q=hello&show=untranslated&lang=fr-FR');
    const filters = filtersFromParams(params, 'de-DE');
    expect(filters).toEqual({ search: 'hello', show: 'untranslated', language: 'fr-FR' });
    expect(keyFilterOf(filters)).toEqual({ search: 'hello', untranslatedIn: 'fr-FR' });
    const cleared = paramsFromFilters({ ...filters, search: '  ', show: 'all' }, params);
    expect(cleared.toString()).toBe('tab=x');
  });

  it('falls back to all keys and the first target for unknown values', () => {
    const filters = filtersFromParams(new URLSearchParams('show=bogus'), 'de-DE');
    expect(filters).toEqual({ search: '', show: 'all', language: 'de-DE' });
    expect(keyFilterOf(filters)).toEqual({});
  });

  it('maps each Show option to the contract’s KeyFilter', () => {
    const of = (show: Parameters<typeof keyFilterOf>[0]['show']) =>
      keyFilterOf({ search: '', show, language: 'it' });
    expect(of('reviewed')).toEqual({ state: 'REVIEWED', stateIn: 'it' });
    expect(of('translated')).toEqual({ state: 'TRANSLATED', stateIn: 'it' });
    expect(of('outdated')).toEqual({ outdatedIn: 'it' });
    expect(of('issues')).toEqual({ hasIssuesIn: 'it' });
    expect(of('comments')).toEqual({ hasOpenComments: true });
    expect(of('machine')).toEqual({ origin: 'MACHINE', originIn: 'it' });
    expect(of('memory')).toEqual({ origin: 'MEMORY', originIn: 'it' });
  });

  it('narrows "With issues" to one check or one severity, from and to the URL', () => {
    const params = new URLSearchParams('show=issues&lang=de-DE&code=END_PUNCTUATION');
    const filters = filtersFromParams(params, 'fr-FR');
    expect(filters).toEqual({ search: '', show: 'issues', language: 'de-DE', issueCode: 'END_PUNCTUATION' });
    expect(keyFilterOf(filters)).toEqual({ hasIssuesIn: 'de-DE', issueCode: 'END_PUNCTUATION' });
    const errors = paramsFromFilters({ ...filters, issueCode: null, issueSeverity: 'ERROR' }, params);
    expect(errors.toString()).toBe('show=issues&lang=de-DE&severity=ERROR');
    expect(keyFilterOf(filtersFromParams(errors, 'fr-FR'))).toEqual({
      hasIssuesIn: 'de-DE',
      issueSeverity: 'ERROR',
    });
    // Another Show option drops them; unknown codes and severities are not sent to the server.
    expect(paramsFromFilters({ ...filters, show: 'outdated' }, params).toString()).toBe(
      'show=outdated&lang=de-DE',
    );
    expect(filtersFromParams(new URLSearchParams('show=issues&code=NOPE&severity=LOUD'), 'it')).toEqual({
      search: '',
      show: 'issues',
      language: 'it',
    });
  });

  it('keeps no language in the URL for open comments, which are about no one language', () => {
    const params = paramsFromFilters({ search: '', show: 'comments', language: 'it' }, new URLSearchParams());
    expect(params.toString()).toBe('show=comments');
    expect(filtersFromParams(params, 'de-DE').show).toBe('comments');
  });
});

describe('the origin options in the URL', () => {
  it('keeps show=machine with the language it applies to', () => {
    const params = paramsFromFilters(
      { search: '', show: 'machine', language: 'fr-FR' },
      new URLSearchParams('tab=x'),
    );
    expect(params.toString()).toBe('tab=x&show=machine&lang=fr-FR');
    const filters = filtersFromParams(params, 'de-DE');
    expect(keyFilterOf(filters)).toEqual({ origin: 'MACHINE', originIn: 'fr-FR' });
  });
});

describe('plural examples and placeholder chips', () => {
  it('labels categories with numbers from Intl.PluralRules', () => {
    expect(pluralExamples('en-US', 'one')).toEqual([1]);
    expect(pluralExamples('ru', 'one')).toEqual([1, 21, 31]);
    expect(pluralExamples('ru', 'few')).toEqual([2, 3, 4]);
    expect(pluralExamples('ar', 'zero')).toEqual([0]);
  });

  it('splits interpolations and nestings out of a text', () => {
    expect(splitPlaceholders('Hi {{name}}, see $t(common:more)!')).toEqual([
      { text: 'Hi ', placeholder: false },
      { text: '{{name}}', placeholder: true },
      { text: ', see ', placeholder: false },
      { text: '$t(common:more)', placeholder: true },
      { text: '!', placeholder: false },
    ]);
  });

  it('splits as the former regular expression did, on every short text of the pieces that matter', () => {
    const byRegex = (text: string) => {
      const parts: { text: string; placeholder: boolean }[] = [];
      let last = 0;
      for (const match of text.matchAll(/\{\{[^{}]*\}\}|\$t\([^)]*\)/g)) {
        if (match.index > last) parts.push({ text: text.slice(last, match.index), placeholder: false });
        parts.push({ text: match[0], placeholder: true });
        last = match.index + match[0].length;
      }
      if (last < text.length) parts.push({ text: text.slice(last), placeholder: false });
      return parts;
    };
    let texts = [''];
    for (let length = 1; length <= 5; length++) {
      texts = texts.flatMap((text) => ['{', '}', '$t(', ')', '$', 'a'].map((piece) => text + piece));
      for (const text of texts) expect(splitPlaceholders(text), text).toEqual(byRegex(text));
    }
  });

  // Retried: a loaded machine may pause one run; a super-linear scan misses the bound every time.
  it('splits 10,000 unclosed nestings in well under 50 ms', { retry: 3 }, () => {
    const start = performance.now();
    splitPlaceholders('$t('.repeat(10_000));
    expect(performance.now() - start).toBeLessThan(50);
  });
});

describe('a suggested text as a draft', () => {
  it("is the text for a singular key, and a plural key's forms from their JSON", () => {
    expect(draftOfSuggestedText('Hallo', false)).toEqual({ text: 'Hallo' });
    expect(draftOfSuggestedText('{"one":"1 Datei","other":"{{count}} Dateien"}', true)).toEqual({
      forms: { one: '1 Datei', other: '{{count}} Dateien' },
    });
  });

  it("keeps a plural key's text that is not JSON as its other form", () => {
    expect(draftOfSuggestedText('Dateien', true)).toEqual({ forms: { other: 'Dateien' } });
  });
});
