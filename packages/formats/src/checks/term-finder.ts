import { placeholderTexts } from './markup.ts';
import { tagsOf } from './tags.ts';

// Finds glossary terms in a text (aids contract, "Glossary"): a whole word or phrase by Unicode
// word boundaries, at any position in scripts written without spaces, ignoring case unless the
// term is case-sensitive. Indexed by the first two code units, so 10,000 terms cost a text a few
// map lookups per word, not a scan per term.

/** A term as the finder takes it: its text, and whether its case counts. */
export interface FindableTerm {
  text: string;
  caseSensitive: boolean;
}

/** Where a term was found: [start, end) in code units of the searched text. */
export interface TermMatch<T extends FindableTerm = FindableTerm> {
  term: T;
  start: number;
  end: number;
}

interface Indexed<T> {
  term: T;
  /** The term as compared: folded unless case-sensitive, whitespace written as one space. */
  key: string;
  /** Whether its first and last characters need a boundary beside them. */
  wordStart: boolean;
  wordEnd: boolean;
}

type Buckets<T> = ReadonlyMap<string, Indexed<T>[]>;

/** The terms of a glossary ready to be found; build it once and search many texts with it. */
export interface TermIndex<T extends FindableTerm = FindableTerm> {
  readonly size: number;
  /**
   * Folded and case-sensitive terms, each split into those that start with a word (by that first
   * word of their compared form, looked up only where a word starts) and the others (by their
   * first one to four code units, looked up everywhere).
   */
  readonly folded: { starts: Buckets<T>; anywhere: Buckets<T> };
  readonly exact: { starts: Buckets<T>; anywhere: Buckets<T> };
}

const WORD = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
// Scripts written without spaces between words: a term of theirs is found at any position, and
// their letters end a word of a spaced script (as between Han and Latin in UAX #29).
const UNSPACED =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}\p{Script=Tibetan}\p{Script=Yi}\p{Script=Bopomofo}\p{Script=Balinese}\p{Script=Javanese}\u30fc\uff70]/u;

/** A letter, mark, digit or connector of a script that separates its words with spaces. */
const isSpacedWordChar = (char: string | undefined): boolean =>
  char !== undefined && WORD.test(char) && !UNSPACED.test(char);

const codePointAt = (text: string, index: number): string | undefined => {
  const point = text.codePointAt(index);
  return point === undefined ? undefined : String.fromCodePoint(point);
};

const codePointBefore = (text: string, index: number): string | undefined => {
  if (index <= 0) return undefined;
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text[index - 1];
};

const lastCodePoint = (text: string) => codePointBefore(text, text.length);

/**
 * The text as compared ignoring case: lower case (final sigma as sigma) and every whitespace as a
 * space, each character keeping its length, so a position in it is a position in the text.
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower.replace(/ς/g, 'σ').replace(/\s/g, ' ');
  // A character whose lower case is longer (İ) stays as written.
  let folded = '';
  for (const char of text) {
    const one = char.toLowerCase();
    folded += one.length === char.length ? one : char;
  }
  return folded.replace(/ς/g, 'σ').replace(/\s/g, ' ');
}

const spaced = (text: string) => text.replace(/\s/g, ' ');
/** A phrase as written in a glossary: trimmed, its inner whitespace one space. */
const normalPhrase = (text: string) => text.trim().replace(/\s+/g, ' ');

const prefixLength = 4;

/** The run of spaced-script word characters at `start`. */
function wordAt(text: string, start: number): string {
  let end = start;
  for (;;) {
    const char = codePointAt(text, end);
    if (!isSpacedWordChar(char)) break;
    end += (char as string).length;
  }
  return text.slice(start, end);
}

/** Builds the index of these terms; an empty term is left out. */
export function indexTerms<T extends FindableTerm>(terms: Iterable<T>): TermIndex<T> {
  const folded = { starts: new Map<string, Indexed<T>[]>(), anywhere: new Map<string, Indexed<T>[]>() };
  const exact = { starts: new Map<string, Indexed<T>[]>(), anywhere: new Map<string, Indexed<T>[]>() };
  let size = 0;
  for (const term of terms) {
    const phrase = normalPhrase(term.text);
    if (phrase === '') continue;
    const key = term.caseSensitive ? phrase : foldCase(phrase);
    const entry: Indexed<T> = {
      term,
      key,
      wordStart: isSpacedWordChar(codePointAt(phrase, 0)),
      wordEnd: isSpacedWordChar(lastCodePoint(phrase)),
    };
    const maps = term.caseSensitive ? exact : folded;
    const map = entry.wordStart ? maps.starts : maps.anywhere;
    const prefix = entry.wordStart ? wordAt(key, 0) : key.slice(0, prefixLength);
    const list = map.get(prefix);
    if (list) list.push(entry);
    else map.set(prefix, [entry]);
    size++;
  }
  return { size, folded, exact };
}

/**
 * The text with its i18next placeholders and Trans-component or HTML tags blanked out, length
 * kept: `{{App}}` or `<App/>` is markup, not the word.
 */
export function proseMask(text: string): string {
  if (!text.includes('{') && !text.includes('<') && !text.includes('$t(')) return text;
  let masked = text;
  for (const token of [...tagsOf(text).map((tag) => tag.raw), ...placeholderTexts(text)]) {
    masked = masked.split(token).join(' '.repeat(token.length));
  }
  return masked;
}

function matchesAt<T extends FindableTerm>(
  candidates: readonly Indexed<T>[] | undefined,
  compared: string,
  text: string,
  start: number,
  found: TermMatch<T>[],
) {
  if (!candidates) return;
  for (const entry of candidates) {
    if (!compared.startsWith(entry.key, start)) continue;
    const end = start + entry.key.length;
    if (entry.wordEnd && isSpacedWordChar(codePointAt(text, end))) continue;
    found.push({ term: entry.term, start, end });
  }
}

function lookUp<T extends FindableTerm>(
  buckets: Buckets<T>,
  compared: string,
  text: string,
  start: number,
  found: TermMatch<T>[],
) {
  if (buckets.size === 0) return;
  const longest = Math.min(prefixLength, compared.length - start);
  for (let length = 1; length <= longest; length++) {
    matchesAt(buckets.get(compared.slice(start, start + length)), compared, text, start, found);
  }
}

/**
 * Every occurrence of the index's terms in `text`, in the order of their start (a longer term
 * first among those starting together). Placeholders and tags are not searched.
 */
export function findTerms<T extends FindableTerm>(index: TermIndex<T>, text: string): TermMatch<T>[] {
  if (index.size === 0 || text === '') return [];
  const prose = proseMask(text);
  const foldedTerms = index.folded.starts.size + index.folded.anywhere.size > 0;
  const exactTerms = index.exact.starts.size + index.exact.anywhere.size > 0;
  const folded = foldedTerms ? foldCase(prose) : '';
  const exact = exactTerms ? spaced(prose) : '';
  const found: TermMatch<T>[] = [];
  for (let start = 0; start < prose.length; start++) {
    const unit = prose.charCodeAt(start);
    // The second half of a surrogate pair starts nothing.
    if (unit >= 0xdc00 && unit <= 0xdfff && start > 0) {
      const high = prose.charCodeAt(start - 1);
      if (high >= 0xd800 && high <= 0xdbff) continue;
    }
    const afterWord = start > 0 && isSpacedWordChar(codePointBefore(prose, start));
    const wordStart = !afterWord && isSpacedWordChar(codePointAt(prose, start));
    if (foldedTerms) {
      if (wordStart && index.folded.starts.size > 0) {
        matchesAt(index.folded.starts.get(wordAt(folded, start)), folded, prose, start, found);
      }
      lookUp(index.folded.anywhere, folded, prose, start, found);
    }
    if (exactTerms) {
      if (wordStart && index.exact.starts.size > 0) {
        matchesAt(index.exact.starts.get(wordAt(exact, start)), exact, prose, start, found);
      }
      lookUp(index.exact.anywhere, exact, prose, start, found);
    }
  }
  return found.sort((a, b) => a.start - b.start || b.end - a.end);
}
