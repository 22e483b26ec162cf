import { describe, expect, it } from 'vitest';
import { sameLanguage, spellingOf, tagOfSpelling } from './language-spelling.ts';

describe('tagOfSpelling', () => {
  it.each([
    ['de_DE', 'de-DE'],
    ['de-de', 'de-DE'],
    ['pt-br', 'pt-BR'],
    ['pt_BR', 'pt-BR'],
    ['zh-hans', 'zh-Hans'],
    ['zh_Hant_TW', 'zh-Hant-TW'],
    ['EN', 'en'],
    ['fr', 'fr'],
  ])('reads %s as %s', (spelling, tag) => {
    expect(tagOfSpelling(spelling)).toBe(tag);
  });

  it.each(['common', 'errors', 'de__DE', '', 'de/DE', 'x-private'])('%j names no language', (spelling) => {
    expect(tagOfSpelling(spelling)).toBeNull();
  });
});

describe('sameLanguage', () => {
  it('matches spellings of one tag, not of two', () => {
    expect(sameLanguage('de_DE', 'de-DE')).toBe(true);
    expect(sameLanguage('pt-br', 'pt_BR')).toBe(true);
    expect(sameLanguage('de', 'de-DE')).toBe(false);
    expect(sameLanguage('common', 'common')).toBe(false);
  });
});

describe('spellingOf', () => {
  it('is the kept spelling of the tag or of its language, else the tag', () => {
    expect(spellingOf('de-DE', 'de_DE')).toBe('de_DE');
    expect(spellingOf('pt-BR', null)).toBe('pt-BR');
    // A code an import mapped to the project's language (`en_US` files into `en`).
    expect(spellingOf('en', 'en_US')).toBe('en_US');
    expect(spellingOf('de-AT', 'de_DE')).toBe('de_DE');
    // A spelling of another language (data changed underneath) is never used for this one.
    expect(spellingOf('fr', 'de_DE')).toBe('fr');
    expect(spellingOf('de', 'common')).toBe('de');
  });
});
