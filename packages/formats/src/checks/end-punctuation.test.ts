import { describe, expect, it } from 'vitest';
import { endPunctuation } from './end-punctuation.ts';

describe('endPunctuation', () => {
  it.each([
    ['Gespeichert.', 'Saved.', 'de'],
    ['已保存。', 'Saved.', 'zh'],
    ['保存しますか？', 'Save?', 'ja'],
    ['هل تريد الحفظ؟', 'Save?', 'ar'],
    ['\u200fهل تريد الحفظ؟\u200f', 'Save?', 'ar'],
    ['Αποθήκευση;', 'Save?', 'el'],
    ['Αποθήκευση\u037e', 'Save?', 'el'],
    ['Chargement...', 'Loading…', 'fr'],
    ['Nom :', 'Name:', 'fr'],
    ['«Fertig!» 🎉', '"Done!" 🎉', 'de'],
    ['सहेजा गया।', 'Saved.', 'hi'],
    ['Klicken Sie <0>hier</0>.', 'Click <0>here</0>.', 'de'],
    ['Speichern', 'Save', 'de'],
  ])('accepts %s for %s (%s)', (text, base, language) => {
    expect(endPunctuation(text, base, language)).toBeNull();
  });
  it.each([
    ['Gespeichert', 'Saved.', 'de', 'Does not end in a full stop'],
    ['Speichern?', 'Save!', 'de', 'Ends in a question mark where the base text ends in a exclamation mark'],
    ['Speichern.', 'Save', 'de', 'where the base text has none'],
    ['Αποθήκευση;', 'Save.', 'el', 'question mark'],
  ])('refuses %s for %s (%s)', (text, base, language, message) => {
    expect(endPunctuation(text, base, language)).toContain(message);
  });
  it('reads `;` as a question mark in Greek only', () => {
    expect(endPunctuation('Eins; zwei;', 'One; two;', 'de')).toBeNull();
  });
});
