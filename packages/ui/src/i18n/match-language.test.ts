import { describe, expect, it } from 'vitest';
import { matchLanguage } from './match-language.ts';

describe('matchLanguage', () => {
  it('matches an exact tag, ignoring case', () => {
    expect(matchLanguage(['de-DE'])).toBe('de-DE');
    expect(matchLanguage(['fr-fr'])).toBe('fr-FR');
    expect(matchLanguage(['IT-IT'])).toBe('it-IT');
  });

  it('matches by language when the region differs or is missing', () => {
    expect(matchLanguage(['de'])).toBe('de-DE');
    expect(matchLanguage(['de-AT'])).toBe('de-DE');
    expect(matchLanguage(['fr-CA'])).toBe('fr-FR');
    expect(matchLanguage(['en-GB'])).toBe('en-US');
  });

  it('follows the user’s order of preference', () => {
    expect(matchLanguage(['de-CH', 'en-US'])).toBe('de-DE');
    expect(matchLanguage(['es-ES', 'it', 'de'])).toBe('it-IT');
  });

  it('falls back to en-US', () => {
    expect(matchLanguage(['es-ES', 'ja'])).toBe('en-US');
    expect(matchLanguage([])).toBe('en-US');
    expect(matchLanguage(undefined)).toBe('en-US');
    expect(matchLanguage([''])).toBe('en-US');
  });
});
