import type { SuggestionStatus } from '@verba/contract';
import type { TranslationKey } from '../access/authorize.ts';
import type { Group } from '../projects/group-service.ts';
import {
  acceptSuggestion,
  openSuggestionsOfGroup,
  rejectSuggestion,
  suggestionsOfKey,
  suggestTranslation,
} from '../suggestions/suggestion-service.ts';
import { type Args, type GraphqlContext, principal, signedIn } from './resolvers.ts';

interface SuggestionInput {
  keyId: string;
  language: string;
  text?: string | null;
  forms?: { category: string; text: string }[] | null;
}

// The collaboration contract's suggestions; a Key or Group reaches here only through its member's project.
export const suggestionResolvers = {
  Key: {
    suggestions: (
      key: TranslationKey,
      {
        language,
        status,
        first,
        after,
      }: Args<{ language: string; status?: SuggestionStatus | null; first: number; after?: string | null }>,
      context: GraphqlContext,
    ) => {
      signedIn(context);
      return suggestionsOfKey(context.db, key.id, language, status, { first, after });
    },
  },
  Group: {
    openSuggestions: (
      group: Group,
      { languages }: Args<{ languages?: string[] | null }>,
      context: GraphqlContext,
    ) => {
      signedIn(context);
      return openSuggestionsOfGroup(context.db, group.id, languages);
    },
  },
  Mutation: {
    suggestTranslation: (_: unknown, { input }: Args<{ input: SuggestionInput }>, context: GraphqlContext) =>
      suggestTranslation(context.db, principal(context), input, context.now(), context.emit),
    acceptSuggestion: (
      _: unknown,
      { id, expectedVersion }: Args<{ id: string; expectedVersion: number }>,
      context: GraphqlContext,
    ) => acceptSuggestion(context.db, principal(context), id, expectedVersion, context.now(), context.emit),
    rejectSuggestion: (_: unknown, { id }: Args<{ id: string }>, context: GraphqlContext) =>
      rejectSuggestion(context.db, principal(context), id, context.now(), context.emit),
  },
};
