// Screens take the client from this context; the app provides it on signed-in routes only.
export { ApolloProvider as GraphqlProvider } from '@apollo/client/react';
export { createCache } from './cache.ts';
export { type ApolloClientOptions, createApolloClient } from './client.ts';
export { type GraphqlErrorCode, graphqlErrorCode } from './error-code.ts';
export type {
  DashboardPageQuery,
  GroupFieldsFragment,
  GroupPageQuery,
  PlanFieldsFragment,
  ProjectFieldsFragment,
  ProjectPageQuery,
  SubscriptionFieldsFragment,
  SubscriptionPageQuery,
} from './generated/graphql.ts';
export { useCreateGroup, useDeleteGroup, useGroup, useUpdateGroup } from './group-hooks.ts';
export { useChangePlan, useSubscriptionPage } from './plan-hooks.ts';
export {
  useCreateProject,
  useDashboard,
  useDeleteProject,
  useProject,
  useUpdateProject,
} from './project-hooks.ts';
