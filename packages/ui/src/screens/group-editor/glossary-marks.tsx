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

/**
 * A stretch of base text with the glossary's terms underlined; hovering one shows the term's
 * translation for the cell's language and its note (the side panel's Glossary tab lists them too).
 */
export function GlossaryMarked({ text }: { text: string }) {
  const { t, i18n } = useTranslation();
  const { index, language } = useContext(GlossaryMarksContext);
  const matches = index ? findTerms(index, text) : [];
  if (matches.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { term, start, end } of matches) {
    if (start < at) continue;
    if (start > at) parts.push(text.slice(at, start));
    const translation = language
      ? term.translations.find((one) => one.language === language)?.text
      : undefined;
    const lines = [
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
    parts.push(
      <span
        key={start}
        data-glossary-term={term.term}
        title={lines.join('\n')}
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
