// Screens take the client from this context; the app provides it on signed-in routes only.
export { ApolloProvider as GraphqlProvider } from '@apollo/client/react';
// Also at the main entry, which loads no Apollo; kept here for code that imported it from this one.
export { type GraphqlErrorCode, graphqlFailure } from '../graphql-failure.ts';
export { useCreateApiKey, useProjectApiKeys, useRevokeApiKey } from './api-key-hooks.ts';
export { createCache } from './cache.ts';
export {
  type CheckSetting,
  DISMISS_BATCH,
  type IssueCount,
  useDismissIssues,
  useProjectChecks,
  useProjectIssueCounts,
  useUpdateCheck,
} from './check-hooks.ts';
export { type ApolloClientOptions, createApolloClient } from './client.ts';
export {
  type KeyCommentsOptions,
  useAddComment,
  useDeleteComment,
  useKeyComments,
  useRefreshOpenComments,
  useResolveComment,
} from './comment-hooks.ts';
export type {
  ActivityFieldsFragment,
  ApiKeyFieldsFragment,
  ApiScope,
  CommentFieldsFragment,
  DashboardPageQuery,
  DistributionFieldsFragment,
  FileShapeFieldsFragment,
  FileShapeInput,
  GroupEditorQuery,
  GroupFieldsFragment,
  GroupKeysQuery,
  GroupPageQuery,
  GroupProgressQuery,
  InvitationFieldsFragment,
  IssueRef,
  IssueSeverity,
  KeyRowFieldsFragment,
  LanguageProgressFieldsFragment,
  MemberFieldsFragment,
  PermissionsFieldsFragment,
  PlanFieldsFragment,
  ProjectChecksQuery,
  ProjectFieldsFragment,
  ProjectLanguageFieldsFragment,
  ProjectMembersQuery,
  ProjectPageQuery,
  ProjectProgressQuery,
  ProjectRole,
  ReceivedInvitationFieldsFragment,
  ReleaseFieldsFragment,
  SubscriptionFieldsFragment,
  SubscriptionPageQuery,
  TranslationFieldsFragment,
  WebhookDeliveryFieldsFragment,
  WebhookFieldsFragment,
} from './generated/graphql.ts';
export {
  type GlossaryTerm,
  type KeyTermsOptions,
  type ProjectGlossaryOptions,
  useCreateGlossaryTerm,
  useDeleteGlossaryTerm,
  useKeyTerms,
  useProjectGlossary,
  useUpdateGlossaryTerm,
} from './glossary-hooks.ts';
export {
  useCreateGroup,
  useDeleteGroup,
  useGroup,
  useUpdateFileShape,
  useUpdateGroup,
} from './group-hooks.ts';
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
export {
  isJobFinished,
  type Job,
  type JobState,
  type KeyMachineOptions,
  type MachineSuggestion,
  type PretranslateInput,
  type PretranslateSource,
  useCancelJob,
  useJobProgress,
  useKeyMachine,
  usePretranslate,
  usePretranslateOptions,
} from './machine-hooks.ts';
export {
  type KeyMemoryOptions,
  type MemoryImportPreview,
  type MemoryImportResult,
  type MemoryMatch,
  useKeyMemory,
  useMemoryImport,
} from './memory-hooks.ts';
export { useChangePlan, useSubscriptionPage } from './plan-hooks.ts';
export { useGroupProgress, useProjectProgress } from './progress-hooks.ts';
export {
  type CommentEvent,
  type EventStreamStatus,
  type IssuesEvent,
  type KeyEvent,
  type PresenceEvent,
  type PresenceMember,
  type PresencePlace,
  type ProjectEventHandlers,
  type ProjectEventMap,
  type SuggestionEvent,
  sendPresence,
  type TranslationEvent,
  useProjectEvents,
} from './project-events.ts';
export {
  preloadDashboard,
  useCreateProject,
  useDashboard,
  useDeleteProject,
  useProject,
  useUpdateProject,
} from './project-hooks.ts';
export {
  useCreateDistribution,
  useDeleteDistribution,
  useProjectDistributions,
  usePublishRelease,
  useUpdateDistribution,
} from './release-hooks.ts';
export {
  type EditorSuggestion,
  useAcceptSuggestion,
  useGroupSuggestions,
  useProjectSuggestionSetting,
  useRejectSuggestion,
  useSetTranslatorsSuggest,
  useSuggestTranslation,
} from './suggestion-hooks.ts';
export {
  useAcceptInvitation,
  useInvitationPage,
  useInviteMembers,
  useLeaveProject,
  useProjectInvitations,
  useProjectMembers,
  useRemoveMember,
  useResendInvitation,
  useRespondToInvitation,
  useRevokeInvitation,
  useTransferOwnership,
  useUpdateMember,
} from './team-hooks.ts';
export {
  type KeyHistoryOptions,
  useKeyHistory,
  useRevertTranslation,
  useSetTranslation,
} from './translation-hooks.ts';
export {
  useCreateWebhook,
  useDeleteWebhook,
  usePingWebhook,
  useProjectWebhooks,
  useRedeliver,
  useUpdateWebhook,
} from './webhook-hooks.ts';
export {
  conflictingTranslation,
  type EditorActivity,
  type EditorKey,
  type EditorTranslation,
  KEY_PAGE_SIZE,
  type KeyFilter,
  type TranslationState,
} from './workspace-operations.ts';
