import { describe, expect, it } from 'vitest';
import { findTerms, foldCase, indexTerms } from './term-finder.ts';

const found = (terms: (string | [string, boolean])[], text: string) =>
  findTerms(
    indexTerms(
      terms.map((term) =>
        typeof term === 'string'
          ? { text: term, caseSensitive: false }
          : { text: term[0], caseSensitive: term[1] },
      ),
    ),
    text,
  ).map((match) => text.slice(match.start, match.end));

describe('findTerms', () => {
  it('matches whole words only', () => {
    expect(found(['App'], 'Open the Application')).toEqual([]);
    expect(found(['App'], 'Open the app, then the Application.')).toEqual(['app']);
    expect(found(['App'], 'Apps and mApp and App_x')).toEqual([]);
    expect(found(['log'], 'Log in, catalog, login, log.')).toEqual(['Log', 'log']);
  });
  it('finds phrases, whitespace of any kind between their words', () => {
    expect(found(['sign in'], 'Please sign\u00a0in to go on, or Sign In again.')).toEqual([
      'sign\u00a0in',
      'Sign In',
    ]);
    expect(found(['sign in'], 'Please sign into it.')).toEqual([]);
  });
  it('ignores case unless the term is case-sensitive', () => {
    expect(found(['workspace'], 'WORKSPACE and Workspace')).toEqual(['WORKSPACE', 'Workspace']);
    expect(found([['Verba', true]], 'verba, VERBA, Verba')).toEqual(['Verba']);
  });
  it('folds Greek final sigma and capitals', () => {
    expect(found(['λογαριασμός'], 'Ο ΛΟΓΑΡΙΑΣΜΟΣ σας;')).toEqual([]);
    expect(found(['χώρος'], 'Ο ΧΏΡΟΣ εργασίας')).toEqual(['ΧΏΡΟΣ']);
    expect(found(['ΧΏΡΟΣ'], 'ο χώρος εργασίας')).toEqual(['χώρος']);
    expect(found(['χώρος'], 'οι χώροι')).toEqual([]);
  });
  it('finds terms at any position in scripts without spaces', () => {
    expect(found(['设置'], '打开设置页面')).toEqual(['设置']);
    expect(found(['ワークスペース'], '新しいワークスペースを作成')).toEqual(['ワークスペース']);
    expect(found(['บัญชี'], 'ลบบัญชีของคุณ')).toEqual(['บัญชี']);
    // A Latin word between Han characters is still a whole word.
    expect(found(['App'], '打开App设置')).toEqual(['App']);
    expect(found(['App'], '打开Application')).toEqual([]);
  });
  it('finds Arabic words by their boundaries, beside RTL marks', () => {
    expect(found(['الحساب'], 'احذف الحساب الآن')).toEqual(['الحساب']);
    expect(found(['حساب'], 'احذف الحساب الآن')).toEqual([]);
    expect(found(['Verba'], 'افتح\u200fVerba\u200f الآن')).toEqual(['Verba']);
    expect(found(['Verba'], '\u2067Verba\u2069')).toEqual(['Verba']);
  });
  it('handles emoji and terms that are not words', () => {
    expect(found(['🚀 Launch'], 'Ready? 🚀 Launch!')).toEqual(['🚀 Launch']);
    expect(found(['🚀'], 'Go🚀now')).toEqual(['🚀']);
    expect(found(['C++'], 'Learn C++ today, not C++x')).toEqual(['C++', 'C++']);
    expect(found(['.NET'], 'ASP.NET apps')).toEqual(['.NET']);
    expect(found(['Team'], '👩‍💻Team')).toEqual(['Team']);
  });
  it('leaves placeholders and tags alone', () => {
    expect(found(['name'], 'Hello {{name}}, your name is <name>x</name>')).toEqual(['name']);
    expect(found(['count'], '$t(count) items')).toEqual([]);
  });
  it('does not take a combining mark as a boundary', () => {
    expect(found(['cafe'], 'the cafe\u0301 is open')).toEqual([]);
    expect(found(['café'], 'the café is open')).toEqual(['café']);
  });
  it('reports overlapping terms, the longer first', () => {
    expect(found(['Sign', 'Sign in'], 'Sign in')).toEqual(['Sign in', 'Sign']);
  });
  it('searches 10,000 terms quickly', () => {
    const index = indexTerms(
      Array.from({ length: 10_000 }, (_, n) => ({ text: `term${n} word`, caseSensitive: n % 2 === 0 })),
    );
    const text =
      'Please open term42 word and term9999 word, then save the settings of the workspace. '.repeat(3);
    const started = Date.now();
    for (let run = 0; run < 200; run++) findTerms(index, text);
    expect((Date.now() - started) / 200).toBeLessThan(1);
    expect(findTerms(index, text).map((match) => match.term.text)).toContain('term9999 word');
  });
});

describe('foldCase', () => {
  it('keeps every position', () => {
    for (const text of ['İstanbul', 'ΟΔΟΣ', 'Straße', 'DŽ', 'a\u00a0b', '𐐀x']) {
      expect(foldCase(text)).toHaveLength(text.length);
    }
  });
});
