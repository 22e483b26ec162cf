import { type SuggestionStatus, type SuggestionView, suggestsOnly } from '@verba/contract';
import type { MockProject } from '../fixtures.ts';
import type { MockStore } from '../store.ts';
import { CodedError } from './coded-error.ts';
import { membershipOf, permissionsOf } from './teams.ts';

// Suggestions of collaboration-contract.md, in memory: translators propose, reviewers decide,
// with the contract's refusals, so the editor's stories run against the same rules.

export type MockSuggestionStatus = SuggestionStatus;
export type MockSuggestion = SuggestionView;

export interface SuggestionInput {
  keyId: string;
  language: string;
  text?: string | null;
  forms?: { category: string; text: string }[] | null;
}

/** What the workspace lends: a key's project, and a value write with its version check. */
export interface SuggestionDeps {
  projectOfKey: (keyId: string) => MockProject;
  setValue: (input: {
    keyId: string;
    language: string;
    text: string | null;
    forms: { category: string; text: string }[] | null;
    expectedVersion: number;
  }) => unknown;
}

const forbidden = () => new CodedError('Your role in this project does not allow this.', 'FORBIDDEN');

export function suggestionResolvers(store: MockStore, deps: SuggestionDeps) {
  const all = () => (store.workspace.suggestions ??= []);
  const find = (id: string) => {
    const suggestion = all().find((candidate) => candidate.id === id);
    if (!suggestion) throw new CodedError('Suggestion not found.', 'NOT_FOUND');
    const project = deps.projectOfKey(suggestion.keyId);
    if (!permissionsOf(project).reviewLanguages.includes(suggestion.language)) throw forbidden();
    if (suggestion.status !== 'OPEN') {
      throw new CodedError('This suggestion was already decided.', 'BAD_USER_INPUT', { field: 'id' });
    }
    return suggestion;
  };
  const decide = (suggestion: MockSuggestion, status: MockSuggestionStatus) => {
    const user = store.session;
    suggestion.status = status;
    suggestion.decidedBy = user ? `${user.firstName} ${user.lastName}` : null;
    return suggestion;
  };

  return {
    /** A TRANSLATOR's setTranslation where translators suggest: SUGGESTIONS_ONLY. */
    refuseTranslatorWrite: (project: MockProject) => {
      const translatorsSuggest = store.workspace.translatorsSuggest?.includes(project.id) ?? false;
      if (suggestsOnly(membershipOf(project), { translatorsSuggest })) {
        throw new CodedError('In this project translators suggest and reviewers decide.', 'SUGGESTIONS_ONLY');
      }
    },
    translatorsSuggest: (project: MockProject) =>
      store.workspace.translatorsSuggest?.includes(project.id) ?? false,
    setTranslatorsSuggest: (project: MockProject, on: boolean | null | undefined) => {
      if (on === null || on === undefined) return;
      const others = (store.workspace.translatorsSuggest ?? []).filter((id) => id !== project.id);
      store.workspace.translatorsSuggest = on ? [...others, project.id] : others;
    },
    ofKey: (keyId: string, language: string, status?: MockSuggestionStatus | null) =>
      all().filter(
        (one) => one.keyId === keyId && one.language === language && (!status || one.status === status),
      ),
    openIn: (keyIds: ReadonlySet<string>, languages?: string[] | null) =>
      all().filter(
        (one) =>
          one.status === 'OPEN' && keyIds.has(one.keyId) && (!languages || languages.includes(one.language)),
      ),
    hasOpen: (keyId: string, language: string) =>
      all().some((one) => one.keyId === keyId && one.language === language && one.status === 'OPEN'),
    mutations: {
      suggestTranslation: ({ input }: { input: SuggestionInput }) => {
        const project = deps.projectOfKey(input.keyId);
        if (!permissionsOf(project).translateLanguages.includes(input.language)) throw forbidden();
        const forms = (input.forms ?? []).filter((form) => form.text !== '');
        if (!input.text && forms.length === 0) {
          throw new CodedError('A suggestion needs a text.', 'BAD_USER_INPUT', {
            field: input.forms ? 'forms' : 'text',
          });
        }
        const user = store.session;
        const suggestion: MockSuggestion = {
          id: `suggestion-${all().length + 1}-${Date.now()}`,
          keyId: input.keyId,
          language: input.language,
          text: input.forms ? null : (input.text ?? null),
          forms: input.forms ? forms : null,
          by: user ? `${user.firstName} ${user.lastName}` : null,
          byAccountId: user?.id ?? null,
          createdAt: new Date().toISOString(),
          status: 'OPEN',
          decidedBy: null,
        };
        all().push(suggestion);
        return suggestion;
      },
      acceptSuggestion: ({ id, expectedVersion }: { id: string; expectedVersion: number }) => {
        const suggestion = find(id);
        const value = deps.setValue({ ...suggestion, expectedVersion });
        decide(suggestion, 'ACCEPTED');
        return value;
      },
      rejectSuggestion: ({ id }: { id: string }) => decide(find(id), 'REJECTED'),
    },
  };
}
