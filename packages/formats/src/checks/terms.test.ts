import { describe, expect, it } from 'vitest';
import { translationIssues } from '../issues.ts';
import {
  compileGlossary,
  type GlossaryEntry,
  termForbidden,
  termMissing,
  termNotKept,
  termsIn,
} from './terms.ts';

const entry = (term: string, fields: Partial<GlossaryEntry> = {}): GlossaryEntry => ({
  term,
  caseSensitive: false,
  doNotTranslate: false,
  translations: [],
  ...fields,
});

const glossary = compileGlossary([
  entry('Workspace', {
    translations: [
      { language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz', 'Workspace'] },
      { language: 'el', text: 'χώρος εργασίας', forbidden: [] },
      { language: 'ja', text: 'ワークスペース', forbidden: ['作業スペース'] },
      { language: 'ar', text: 'مساحة العمل', forbidden: [] },
    ],
  }),
  entry('Verba', { doNotTranslate: true, caseSensitive: true }),
  entry('App', { translations: [{ language: 'de', text: 'App', forbidden: ['Applikation'] }] }),
]);

describe('termsIn', () => {
  it('lists each term of a base text once, whole words only', () => {
    expect(
      termsIn(glossary, 'Verba: open the workspace, then the Workspace list').map((t) => t.term),
    ).toEqual(['Verba', 'Workspace']);
    expect(termsIn(glossary, 'Open the Application')).toEqual([]);
  });
});

describe('TERM_MISSING', () => {
  it('finds a term translated otherwise', () => {
    expect(termMissing('Arbeitsplatz öffnen', 'Open workspace', 'de', glossary)).toMatch(/Arbeitsbereich/);
    expect(termMissing('Arbeitsbereich öffnen', 'Open workspace', 'de', glossary)).toBeNull();
    expect(termMissing('ARBEITSBEREICH öffnen', 'Open workspace', 'de', glossary)).toBeNull();
  });
  it('works in Greek, Japanese and Arabic', () => {
    expect(termMissing('Άνοιγμα ΧΏΡΟΥ εργασίας', 'Open workspace', 'el', glossary)).not.toBeNull();
    expect(termMissing('Άνοιγμα: ΧΏΡΟΣ ΕΡΓΑΣΊΑΣ', 'Open workspace', 'el', glossary)).toBeNull();
    expect(termMissing('Ο χώρος εργασίας σας', 'Your workspace', 'el', glossary)).toBeNull();
    expect(termMissing('ワークスペースを開く', 'Open workspace', 'ja', glossary)).toBeNull();
    expect(termMissing('作業スペースを開く', 'Open workspace', 'ja', glossary)).not.toBeNull();
    expect(termMissing('\u200fافتح مساحة العمل\u200f', 'Open workspace', 'ar', glossary)).toBeNull();
  });
  it('says nothing without a translation for the language, or for a do-not-translate term', () => {
    expect(termMissing('Öppna arbetsyta', 'Open workspace', 'sv', glossary)).toBeNull();
    expect(termMissing('Bienvenue', 'Welcome to Verba', 'fr', glossary)).toBeNull();
  });
});

describe('TERM_FORBIDDEN', () => {
  it('finds a forbidden variant in the language', () => {
    expect(termForbidden('Den Arbeitsplatz öffnen', 'de', glossary)).toMatch(/“Arbeitsplatz” is not/);
    expect(termForbidden('Den Arbeitsplätze öffnen', 'de', glossary)).toBeNull();
    expect(termForbidden('作業スペースを開く', 'ja', glossary)).toMatch(/作業スペース/);
    expect(termForbidden('Den Arbeitsplatz öffnen', 'fr', glossary)).toBeNull();
  });
});

describe('TERM_NOT_KEPT', () => {
  it('wants a do-not-translate term verbatim', () => {
    expect(termNotKept('Willkommen bei Verba', 'Welcome to Verba', glossary)).toBeNull();
    expect(termNotKept('Willkommen bei VERBA', 'Welcome to Verba', glossary)).toMatch(/Verba/);
    expect(termNotKept('Willkommen bei Verbas', 'Welcome to Verba', glossary)).not.toBeNull();
    expect(termNotKept('مرحبا بك في \u200eVerba\u200e', 'Welcome to Verba', glossary)).toBeNull();
    expect(termNotKept('欢迎使用Verba👋', 'Welcome to Verba 👋', glossary)).toBeNull();
    expect(termNotKept('欢迎', 'Welcome to verba', glossary)).toBeNull();
  });
});

describe('translationIssues with a glossary', () => {
  it('raises the three codes as warnings, and none on the fixed twin', () => {
    const codes = (text: string, base: string, language = 'de') =>
      translationIssues({ text }, { language, plural: false, base: { text: base }, glossary }).map(
        (issue) => [issue.code, issue.severity],
      );
    expect(codes('Applikation von Verbum im Arbeitsplatz', 'The Verba app in the workspace')).toEqual([
      ['TERM_MISSING', 'WARNING'],
      ['TERM_FORBIDDEN', 'WARNING'],
      ['TERM_NOT_KEPT', 'WARNING'],
    ]);
    expect(codes('Die App von Verba im Arbeitsbereich', 'The Verba app in the workspace')).toEqual([]);
  });
  it('checks each plural form against its base form', () => {
    const issues = translationIssues(
      { forms: { one: '{{count}} Arbeitsbereich', other: '{{count}} Arbeitsplätze' } },
      {
        language: 'de',
        plural: true,
        base: { forms: { one: '{{count}} workspace', other: '{{count}} workspaces' } },
        glossary,
      },
    );
    expect(issues.map((issue) => issue.code)).toEqual([]);
    const wrong = translationIssues(
      { forms: { one: '{{count}} Arbeitsplatz', other: '{{count}} Arbeitsbereiche' } },
      {
        language: 'de',
        plural: true,
        base: { forms: { one: '{{count}} workspace', other: '{{count}} workspaces' } },
        glossary,
      },
    );
    expect(wrong.map((issue) => issue.code)).toEqual(['TERM_MISSING', 'TERM_FORBIDDEN']);
  });
  it('leaves the base language and a missing glossary alone', () => {
    expect(
      translationIssues({ text: 'Arbeitsplatz' }, { language: 'de', plural: false, base: null, glossary }),
    ).toEqual([]);
    expect(
      translationIssues(
        { text: 'Arbeitsplatz' },
        { language: 'de', plural: false, base: { text: 'workspace' } },
      ).map((i) => i.code),
    ).toEqual([]);
  });
});
