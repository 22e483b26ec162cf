import { useQuery } from '@apollo/client/react';
import {
  AcceptSuggestionDocument,
  GroupSuggestionsDocument,
  ProjectSuggestionSettingDocument,
  RejectSuggestionDocument,
  SetTranslatorsSuggestDocument,
  type SuggestionFieldsFragment,
  SuggestTranslationDocument,
} from './generated/graphql.ts';
import { useResultMutation } from './result-mutation.ts';

export type EditorSuggestion = SuggestionFieldsFragment;

// A decided or new suggestion changes the cells' lists; the editor's live events
// refetch them for other members' changes.
const REFETCH_SUGGESTIONS = { refetchQueries: ['GroupSuggestions'] };

/** The open suggestions of a group's keys in these languages, oldest first. */
export function useGroupSuggestions(projectId: string, groupId: string, languages: string[]) {
  const query = useQuery(GroupSuggestionsDocument, {
    variables: { projectId, groupId, languages },
    fetchPolicy: 'cache-and-network',
  });
  return { query, suggestions: query.data?.group?.openSuggestions ?? [] };
}

/** The project's "translators suggest, reviewers decide" and the viewer's role in it. */
export const useProjectSuggestionSetting = (projectId: string) =>
  useQuery(ProjectSuggestionSettingDocument, { variables: { id: projectId } });

export const useSetTranslatorsSuggest = () => useResultMutation(SetTranslatorsSuggestDocument);
export const useSuggestTranslation = () => useResultMutation(SuggestTranslationDocument, REFETCH_SUGGESTIONS);
export const useAcceptSuggestion = () => useResultMutation(AcceptSuggestionDocument, REFETCH_SUGGESTIONS);
export const useRejectSuggestion = () => useResultMutation(RejectSuggestionDocument, REFETCH_SUGGESTIONS);
