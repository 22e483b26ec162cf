import type { GlossaryTerm } from '@verba/api-client/graphql';
import { glossaryLimits } from '@verba/contract';
import { findTerms, indexTerms } from '@verba/formats';
import type { MockProject } from '../fixtures.ts';
import { type MockStore, newId } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { permissionsOf } from './teams.ts';

// The glossary of the aids contract, in memory: terms per project, unique ignoring case, versions,
// the contract's refusals (manageProject only, TERM_CONFLICT, VERSION_CONFLICT with `current`), and a
// key's terms found in its base text by the same finder the server uses.

export type MockGlossaryTerm = Omit<GlossaryTerm, '__typename' | 'translations'> & {
  translations: { language: string; text: string | null; forbidden: string[] }[];
};

export interface GlossaryTermInput {
  term: string;
  description?: string | null;
  caseSensitive?: boolean | null;
  doNotTranslate?: boolean | null;
  translations?: { language: string; text?: string | null; forbidden?: string[] | null }[] | null;
}

const badInput = (field: string, message: string) => new CodedError(message, 'BAD_USER_INPUT', { field });
const fold = (text: string) => text.toLocaleLowerCase('en-US');

export function glossaryResolvers(store: MockStore, findProject: (id: string) => MockProject) {
  const termsOf = (projectId: string): MockGlossaryTerm[] => {
    store.workspace.glossary ??= {};
    store.workspace.glossary[projectId] ??= [];
    return store.workspace.glossary[projectId];
  };
  const requireManager = (project: MockProject) => {
    if (!permissionsOf(project).manageProject)
      throw new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');
  };
  const locate = (id: string) => {
    for (const project of store.projects) {
      const term = termsOf(project.id).find((candidate) => candidate.id === id);
      if (term) return { project, term };
    }
    throw new CodedError('Term not found.', 'NOT_FOUND');
  };

  const clean = (project: MockProject, input: GlossaryTermInput, selfId?: string) => {
    const term = input.term.trim();
    if (term.length < 1 || term.length > glossaryLimits.term || /[\r\n]/.test(term))
      throw badInput('term', `A term has 1 to ${glossaryLimits.term} characters on one line.`);
    const description = input.description?.trim() || null;
    if (description && description.length > glossaryLimits.description)
      throw badInput('description', `A description has at most ${glossaryLimits.description} characters.`);
    const other = termsOf(project.id).find((one) => one.id !== selfId && fold(one.term) === fold(term));
    if (other)
      throw new CodedError(`The glossary already has the term “${other.term}”.`, 'TERM_CONFLICT', {
        field: 'term',
        conflictsWith: { id: other.id, term: other.term },
      });
    const translations = (input.translations ?? []).flatMap((one) => {
      if (one.language === project.baseLanguage)
        throw badInput('translations', 'The base language has no translation: it is the term.');
      const text = one.text?.trim() || null;
      if (text && text.length > glossaryLimits.translation)
        throw badInput('translations', `A translation has at most ${glossaryLimits.translation} characters.`);
      const forbidden = [...new Set((one.forbidden ?? []).map((variant) => variant.trim()).filter(Boolean))];
      if (forbidden.length > glossaryLimits.forbiddenPerLanguage)
        throw badInput('translations', `At most ${glossaryLimits.forbiddenPerLanguage} forbidden variants.`);
      if (forbidden.some((variant) => variant.includes('|')))
        throw badInput('translations', 'A forbidden variant cannot hold “|”.');
      if (text && forbidden.some((variant) => fold(variant) === fold(text)))
        throw badInput('translations', 'A forbidden variant cannot be the translation itself.');
      return text || forbidden.length > 0 ? [{ language: one.language, text, forbidden }] : [];
    });
    return {
      term,
      description,
      caseSensitive: input.caseSensitive ?? false,
      doNotTranslate: input.doNotTranslate ?? false,
      translations,
    };
  };

  return {
    projectFields: (project: MockProject) => ({
      glossary: ({
        search,
        first = 100,
        after,
      }: {
        search?: string | null;
        first?: number;
        after?: string | null;
      }) => {
        if (store.workspace.glossaryUnavailable)
          throw new CodedError('The database is not available.', 'SERVICE_UNAVAILABLE');
        if (first < 1 || first > glossaryLimits.pageSize) throw badInput('first', 'first is 1 to 500.');
        const needle = search ? fold(search) : '';
        const all = termsOf(project.id)
          .filter(
            (term) =>
              !needle ||
              [
                term.term,
                term.description ?? '',
                ...term.translations.flatMap((one) => [one.text ?? '', ...one.forbidden]),
              ].some((text) => fold(text).includes(needle)),
          )
          .sort((a, b) => fold(a.term).localeCompare(fold(b.term)) || a.id.localeCompare(b.id));
        const start = after ? Number(atob(after)) : 0;
        const nodes = all.slice(start, start + first);
        const end = start + nodes.length;
        return {
          nodes,
          totalCount: all.length,
          pageInfo: { endCursor: nodes.length > 0 ? btoa(String(end)) : null, hasNextPage: end < all.length },
        };
      },
    }),
    /** The project's terms found in a base text, each once, in the order they first occur. */
    termsIn: (projectId: string, texts: string[]) => {
      if (store.workspace.glossaryUnavailable)
        throw new CodedError('The database is not available.', 'SERVICE_UNAVAILABLE');
      const index = indexTerms(termsOf(projectId).map((term) => ({ ...term, text: term.term })));
      const found: MockGlossaryTerm[] = [];
      for (const text of texts)
        for (const match of findTerms(index, text)) {
          const { text: _text, ...term } = match.term;
          if (!found.some((one) => one.id === term.id)) found.push(term);
        }
      return found;
    },
    mutations: {
      createGlossaryTerm: ({ projectId, input }: { projectId: string; input: GlossaryTermInput }) => {
        const project = findProject(projectId);
        requireManager(project);
        if (termsOf(projectId).length >= glossaryLimits.terms)
          throw new CodedError('A glossary has at most 10,000 terms.', 'PROJECT_LIMIT_REACHED', {
            limit: glossaryLimits.terms,
          });
        const term: MockGlossaryTerm = {
          id: newId(store, 'term'),
          ...clean(project, input),
          version: 1,
        };
        termsOf(projectId).push(term);
        return term;
      },
      updateGlossaryTerm: ({
        id,
        input,
        expectedVersion,
      }: {
        id: string;
        input: GlossaryTermInput;
        expectedVersion: number;
      }) => {
        const { project, term } = locate(id);
        requireManager(project);
        if (term.version !== expectedVersion)
          throw new CodedError('Someone changed this term meanwhile.', 'VERSION_CONFLICT', {
            current: { __typename: 'GlossaryTerm', ...term },
          });
        Object.assign(term, clean(project, input, id), { version: term.version + 1 });
        return term;
      },
      deleteGlossaryTerm: ({ id }: { id: string }) => {
        const { project, term } = locate(id);
        requireManager(project);
        const terms = termsOf(project.id);
        terms.splice(terms.indexOf(term), 1);
        return true;
      },
    },
  };
}
