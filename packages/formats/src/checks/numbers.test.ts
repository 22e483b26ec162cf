import { describe, expect, it } from 'vitest';
import { numberMismatch, numbersOf } from './numbers.ts';

const digits = (text: string) => numbersOf(text).map((number) => number.digits);

describe('numbersOf', () => {
  it('reads numbers by their digits in any script and grouping', () => {
    expect(digits('404, 2.5, 1,000 and 1 000 000')).toEqual(['404', '25', '1000', '1000000']);
    expect(digits('٢٫٥ و ١٬٠٠٠')).toEqual(['25', '1000']);
    expect(digits('２５％ and ३')).toEqual(['25', '3']);
    expect(digits("1'000 CHF, 1\u202f000 €")).toEqual(['1000', '1000']);
    // Digits beyond the Basic Multilingual Plane: a group of three is three code points.
    expect(digits('𝟏𝟐 and 𝟏 𝟎𝟎𝟎')).toEqual(['12', '1000']);
  });
  it('does not join numbers a space separates unless it groups thousands', () => {
    expect(digits('in 2 3 days')).toEqual(['2', '3']);
    expect(digits('pages 1, 2')).toEqual(['1', '2']);
  });
  it('ignores the digits of tags and nestings', () => {
    expect(digits('<0>bold</0> $t(step2) {{count}}')).toEqual([]);
  });
});

describe('numberMismatch', () => {
  it.each([
    ['2,5 Sterne', '2.5 stars'],
    ['1 000 fichiers', '1,000 files'],
    ['خطأ ٤٠٤', 'Error 404'],
    ['エラー４０４', 'Error 404'],
    ['Σφάλμα 404; 🚫', 'Error 404? 🚫'],
    ['Seite <0>2</0>', 'Page <0>2</0>'],
  ])('accepts %s for %s', (text, base) => {
    expect(numberMismatch(text, base)).toBeNull();
  });
  it('names the base number that is missing as written', () => {
    expect(numberMismatch('Fehler 440', 'Error 404, 2.5 s')).toBe(
      'Numbers of the base text missing: 404, 2.5.',
    );
  });
});
