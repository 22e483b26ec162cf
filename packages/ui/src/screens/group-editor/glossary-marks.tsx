import { type GlossaryTerm, useProjectGlossary } from '@verba/api-client/graphql';
import { findTerms, indexTerms, type TermIndex } from '@verba/formats';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../projects-common/languages.ts';

type MarkedTerm = GlossaryTerm & { text: string };

export interface GlossaryMarks {
  index: TermIndex<MarkedTerm> | null;
  /** The language whose translation a mark shows: the focused cell's, else the first target shown. */
  language: string | null;
}

const GlossaryMarksContext = createContext<GlossaryMarks>({ index: null, language: null });

// The most terms one page of the glossary gives (aids contract: `first` up to 500); a larger
// glossary marks these, and the side panel's Glossary tab still lists every term of the key.
const MARKED_TERMS = 500;

/** The project's glossary, ready to be found in base texts (the same finder as the server's checks). */
export function useGlossaryMarks(projectId: string, language: string | null): GlossaryMarks {
  const query = useProjectGlossary({ projectId, first: MARKED_TERMS });
  const terms = query.data?.project?.glossary.nodes;
  const index = useMemo(
    () =>
      terms && terms.length > 0 ? indexTerms(terms.map((term) => ({ ...term, text: term.term }))) : null,
    [terms],
  );
  return useMemo(() => ({ index, language }), [index, language]);
}

export function GlossaryMarksProvider({ value, children }: { value: GlossaryMarks; children: ReactNode }) {
  return <GlossaryMarksContext.Provider value={value}>{children}</GlossaryMarksContext.Provider>;
}

/** What a mark tells of its term: the translation for the language (or that it stays), then its note. */
function useMarkLines() {
  const { t, i18n } = useTranslation();
  const { language } = useContext(GlossaryMarksContext);
  return (term: MarkedTerm): string[] => {
    const translation = language
      ? term.translations.find((one) => one.language === language)?.text
      : undefined;
    return [
      term.doNotTranslate
        ? t('projects.editor.glossary.markKept', { term: term.term })
        : translation && language
          ? t('projects.editor.glossary.markTranslation', {
              term: term.term,
              language: languageName(language, i18n.language),
              translation,
            })
          : t('projects.editor.glossary.markNoTranslation', { term: term.term }),
      term.description ?? '',
    ].filter(Boolean);
  };
}

/**
 * A stretch of base text with the glossary's terms underlined; hovering one shows the term's
 * translation for the cell's language and its note (the side panel's Glossary tab lists them too).
 */
export function GlossaryMarked({ text }: { text: string }) {
  const { index } = useContext(GlossaryMarksContext);
  const linesOf = useMarkLines();
  const matches = index ? findTerms(index, text) : [];
  if (matches.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { term, start, end } of matches) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <span
        key={start}
        data-glossary-term={term.term}
        title={linesOf(term).join('\n')}
        className="underline decoration-primary decoration-dotted underline-offset-2"
      >
        {text.slice(start, end)}
      </span>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The same for the keyboard: while the base cell has the focus, its terms are listed under the
 * text with their translation and note (hidden otherwise, so the grid stays compact).
 */
export function GlossaryFocusHint({ texts }: { texts: readonly string[] }) {
  const { t } = useTranslation();
  const { index } = useContext(GlossaryMarksContext);
  const linesOf = useMarkLines();
  if (!index) return null;
  const terms: MarkedTerm[] = [];
  for (const text of texts)
    for (const { term } of findTerms(index, text)) if (!terms.includes(term)) terms.push(term);
  if (terms.length === 0) return null;
  return (
    <ul
      aria-label={t('projects.editor.glossary.label')}
      className="hidden flex-col gap-0.5 border-base-300 border-t pt-1 text-base-content/80 text-xs in-focus:flex"
    >
      {terms.map((term) => (
        <li key={term.id}>{linesOf(term).join(' · ')}</li>
      ))}
    </ul>
  );
}
