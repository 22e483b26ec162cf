// Screens take the client from this context; the app provides it on signed-in routes only.
export { ApolloProvider as GraphqlProvider } from '@apollo/client/react';
// Also at the main entry, which loads no Apollo; kept here for code that imported it from this one.
export { type GraphqlErrorCode, graphqlFailure } from '../graphql-failure.ts';
export { createCache } from './cache.ts';
export { type ApolloClientOptions, createApolloClient } from './client.ts';
export type {
  ActivityFieldsFragment,
  DashboardPageQuery,
  GroupEditorQuery,
  GroupFieldsFragment,
  GroupKeysQuery,
  GroupPageQuery,
  GroupProgressQuery,
  KeyRowFieldsFragment,
  LanguageProgressFieldsFragment,
  PlanFieldsFragment,
  ProjectFieldsFragment,
  ProjectLanguageFieldsFragment,
  ProjectPageQuery,
  ProjectProgressQuery,
  SubscriptionFieldsFragment,
  SubscriptionPageQuery,
  TranslationFieldsFragment,
} from './generated/graphql.ts';
export { useCreateGroup, useDeleteGroup, useGroup, useUpdateGroup } from './group-hooks.ts';
export {
  type GroupKeysOptions,
  useCreateKeys,
  useDeleteKeys,
  useGroupEditor,
  useGroupKeys,
  useMoveKeys,
  useUpdateKey,
} from './key-hooks.ts';
export { useAddLanguages, useRemoveLanguage, valuesInLanguage } from './language-hooks.ts';
export { useChangePlan, useSubscriptionPage } from './plan-hooks.ts';
export { useGroupProgress, useProjectProgress } from './progress-hooks.ts';
export {
  preloadDashboard,
  useCreateProject,
  useDashboard,
  useDeleteProject,
  useProject,
  useUpdateProject,
} from './project-hooks.ts';
export {
  type KeyHistoryOptions,
  useKeyHistory,
  useRevertTranslation,
  useSetTranslation,
} from './translation-hooks.ts';
export {
  conflictingTranslation,
  type EditorActivity,
  type EditorKey,
  type EditorTranslation,
  KEY_PAGE_SIZE,
  type KeyFilter,
  type TranslationState,
} from './workspace-operations.ts';
