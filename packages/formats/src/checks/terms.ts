import { type FindableTerm, findTerms, indexTerms, type TermIndex } from './term-finder.ts';

// The glossary's checks (aids contract, "Checks"): TERM_MISSING, TERM_FORBIDDEN, TERM_NOT_KEPT.

/** A term's translation into one language, with the variants the glossary forbids there. */
export interface GlossaryTranslation {
  language: string;
  text: string | null;
  forbidden: readonly string[];
}

/** A glossary term as the checks read it. */
export interface GlossaryEntry {
  term: string;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: readonly GlossaryTranslation[];
}

interface BaseTerm<E extends GlossaryEntry> extends FindableTerm {
  entry: E;
  /** Per language, the translation to find in a value. */
  wanted: Map<string, { text: string; index: TermIndex }>;
}

interface ForbiddenTerm extends FindableTerm {
  term: string;
}

/** A project's glossary made ready for the checks and the finder: build it once per glossary. */
export interface Glossary<E extends GlossaryEntry = GlossaryEntry> {
  readonly size: number;
  /** The entries as given (machine translation sends them to a provider whole). */
  readonly entries: readonly E[];
  readonly terms: TermIndex<BaseTerm<E>>;
  /** Per language, its forbidden variants. */
  readonly forbidden: ReadonlyMap<string, TermIndex<ForbiddenTerm>>;
}

export function compileGlossary<E extends GlossaryEntry>(entries: readonly E[]): Glossary<E> {
  const forbidden = new Map<string, ForbiddenTerm[]>();
  const terms = entries.map((entry): BaseTerm<E> => {
    const wanted = new Map<string, { text: string; index: TermIndex }>();
    for (const translation of entry.translations) {
      if (translation.text?.trim()) {
        wanted.set(translation.language, {
          text: translation.text,
          index: indexTerms([{ text: translation.text, caseSensitive: entry.caseSensitive }]),
        });
      }
      for (const variant of translation.forbidden) {
        const list = forbidden.get(translation.language) ?? [];
        list.push({ text: variant, caseSensitive: entry.caseSensitive, term: entry.term });
        forbidden.set(translation.language, list);
      }
    }
    return { text: entry.term, caseSensitive: entry.caseSensitive, entry, wanted };
  });
  return {
    size: entries.length,
    entries,
    terms: indexTerms(terms),
    forbidden: new Map([...forbidden].map(([language, list]) => [language, indexTerms(list)])),
  };
}

export const emptyGlossary: Glossary = compileGlossary([]);

/** The glossary's terms found in a (base) text, each once, in the order they first occur. */
export function termsIn<E extends GlossaryEntry>(glossary: Glossary<E>, text: string): E[] {
  return [...new Set(findTerms(glossary.terms, text).map((match) => match.term.entry))];
}

const quoted = (text: string) => `“${text}”`;

/**
 * TERM_MISSING: the base holds a term whose translation into this language is not in the value.
 * A "do not translate" term raises only TERM_NOT_KEPT.
 */
export function termMissing(text: string, base: string, language: string, glossary: Glossary): string | null {
  const missing: string[] = [];
  const seen = new Set<BaseTerm<GlossaryEntry>>();
  for (const { term } of findTerms(glossary.terms, base)) {
    if (seen.has(term) || term.entry.doNotTranslate) continue;
    seen.add(term);
    const wanted = term.wanted.get(language);
    if (wanted && findTerms(wanted.index, text).length === 0) {
      missing.push(`${quoted(term.entry.term)} as ${quoted(wanted.text)}`);
    }
  }
  return missing.length > 0 ? `Glossary: translate ${missing.join(', ')}.` : null;
}

/** TERM_FORBIDDEN: the value holds a variant the glossary forbids in this language. */
export function termForbidden(text: string, language: string, glossary: Glossary): string | null {
  const index = glossary.forbidden.get(language);
  if (!index) return null;
  const found = [...new Set(findTerms(index, text).map((match) => text.slice(match.start, match.end)))];
  if (found.length === 0) return null;
  return `Glossary: ${found.map(quoted).join(', ')} ${found.length === 1 ? 'is' : 'are'} not to be used in ${language}.`;
}

/**
 * TERM_NOT_KEPT: a "do not translate" term of the base is not in the value verbatim: as the base
 * writes it, case included, as a whole word.
 */
export function termNotKept(text: string, base: string, glossary: Glossary): string | null {
  const written = new Set<string>();
  for (const match of findTerms(glossary.terms, base)) {
    if (match.term.entry.doNotTranslate) written.add(base.slice(match.start, match.end));
  }
  if (written.size === 0) return null;
  const index = indexTerms([...written].map((form) => ({ text: form, caseSensitive: true })));
  const kept = new Set(findTerms(index, text).map((match) => match.term.text));
  const lost = [...written].filter((form) => !kept.has(form));
  return lost.length > 0
    ? `Glossary: keep ${lost.map(quoted).join(', ')} as written (do not translate).`
    : null;
}
