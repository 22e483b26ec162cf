/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "fragment PlanFields on Plan {\n  id\n  name\n  projectLimit\n}\n\nfragment GroupFields on Group {\n  id\n  name\n  createdAt\n}\n\nfragment ProjectFields on Project {\n  id\n  name\n  baseLanguage\n  createdAt\n  groups {\n    ...GroupFields\n  }\n}\n\nfragment SubscriptionFields on Subscription {\n  since\n  plan {\n    ...PlanFields\n  }\n}": typeof types.PlanFieldsFragmentDoc,
    "mutation CreateProject($input: ProjectInput!) {\n  createProject(input: $input) {\n    ...ProjectFields\n  }\n}\n\nmutation UpdateProject($id: ID!, $input: ProjectInput!) {\n  updateProject(id: $id, input: $input) {\n    id\n    name\n    baseLanguage\n  }\n}\n\nmutation DeleteProject($id: ID!) {\n  deleteProject(id: $id)\n}\n\nmutation CreateGroup($projectId: ID!, $input: GroupInput!) {\n  createGroup(projectId: $projectId, input: $input) {\n    ...GroupFields\n  }\n}\n\nmutation UpdateGroup($projectId: ID!, $id: ID!, $input: GroupInput!) {\n  updateGroup(projectId: $projectId, id: $id, input: $input) {\n    id\n    name\n  }\n}\n\nmutation DeleteGroup($projectId: ID!, $id: ID!) {\n  deleteGroup(projectId: $projectId, id: $id)\n}\n\nmutation ChangePlan($planId: ID!) {\n  changePlan(planId: $planId) {\n    ...SubscriptionFields\n  }\n}": typeof types.CreateProjectDocument,
    "query DashboardPage {\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n    projects {\n      ...ProjectFields\n    }\n  }\n}\n\nquery ProjectPage($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery GroupPage($projectId: ID!, $id: ID!) {\n  group(projectId: $projectId, id: $id) {\n    ...GroupFields\n    project {\n      id\n      name\n      baseLanguage\n    }\n  }\n}\n\nquery SubscriptionPage {\n  plans {\n    ...PlanFields\n  }\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n  }\n}": typeof types.DashboardPageDocument,
};
const documents: Documents = {
    "fragment PlanFields on Plan {\n  id\n  name\n  projectLimit\n}\n\nfragment GroupFields on Group {\n  id\n  name\n  createdAt\n}\n\nfragment ProjectFields on Project {\n  id\n  name\n  baseLanguage\n  createdAt\n  groups {\n    ...GroupFields\n  }\n}\n\nfragment SubscriptionFields on Subscription {\n  since\n  plan {\n    ...PlanFields\n  }\n}": types.PlanFieldsFragmentDoc,
    "mutation CreateProject($input: ProjectInput!) {\n  createProject(input: $input) {\n    ...ProjectFields\n  }\n}\n\nmutation UpdateProject($id: ID!, $input: ProjectInput!) {\n  updateProject(id: $id, input: $input) {\n    id\n    name\n    baseLanguage\n  }\n}\n\nmutation DeleteProject($id: ID!) {\n  deleteProject(id: $id)\n}\n\nmutation CreateGroup($projectId: ID!, $input: GroupInput!) {\n  createGroup(projectId: $projectId, input: $input) {\n    ...GroupFields\n  }\n}\n\nmutation UpdateGroup($projectId: ID!, $id: ID!, $input: GroupInput!) {\n  updateGroup(projectId: $projectId, id: $id, input: $input) {\n    id\n    name\n  }\n}\n\nmutation DeleteGroup($projectId: ID!, $id: ID!) {\n  deleteGroup(projectId: $projectId, id: $id)\n}\n\nmutation ChangePlan($planId: ID!) {\n  changePlan(planId: $planId) {\n    ...SubscriptionFields\n  }\n}": types.CreateProjectDocument,
    "query DashboardPage {\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n    projects {\n      ...ProjectFields\n    }\n  }\n}\n\nquery ProjectPage($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery GroupPage($projectId: ID!, $id: ID!) {\n  group(projectId: $projectId, id: $id) {\n    ...GroupFields\n    project {\n      id\n      name\n      baseLanguage\n    }\n  }\n}\n\nquery SubscriptionPage {\n  plans {\n    ...PlanFields\n  }\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n  }\n}": types.DashboardPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PlanFields on Plan {\n  id\n  name\n  projectLimit\n}\n\nfragment GroupFields on Group {\n  id\n  name\n  createdAt\n}\n\nfragment ProjectFields on Project {\n  id\n  name\n  baseLanguage\n  createdAt\n  groups {\n    ...GroupFields\n  }\n}\n\nfragment SubscriptionFields on Subscription {\n  since\n  plan {\n    ...PlanFields\n  }\n}"): (typeof documents)["fragment PlanFields on Plan {\n  id\n  name\n  projectLimit\n}\n\nfragment GroupFields on Group {\n  id\n  name\n  createdAt\n}\n\nfragment ProjectFields on Project {\n  id\n  name\n  baseLanguage\n  createdAt\n  groups {\n    ...GroupFields\n  }\n}\n\nfragment SubscriptionFields on Subscription {\n  since\n  plan {\n    ...PlanFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProject($input: ProjectInput!) {\n  createProject(input: $input) {\n    ...ProjectFields\n  }\n}\n\nmutation UpdateProject($id: ID!, $input: ProjectInput!) {\n  updateProject(id: $id, input: $input) {\n    id\n    name\n    baseLanguage\n  }\n}\n\nmutation DeleteProject($id: ID!) {\n  deleteProject(id: $id)\n}\n\nmutation CreateGroup($projectId: ID!, $input: GroupInput!) {\n  createGroup(projectId: $projectId, input: $input) {\n    ...GroupFields\n  }\n}\n\nmutation UpdateGroup($projectId: ID!, $id: ID!, $input: GroupInput!) {\n  updateGroup(projectId: $projectId, id: $id, input: $input) {\n    id\n    name\n  }\n}\n\nmutation DeleteGroup($projectId: ID!, $id: ID!) {\n  deleteGroup(projectId: $projectId, id: $id)\n}\n\nmutation ChangePlan($planId: ID!) {\n  changePlan(planId: $planId) {\n    ...SubscriptionFields\n  }\n}"): (typeof documents)["mutation CreateProject($input: ProjectInput!) {\n  createProject(input: $input) {\n    ...ProjectFields\n  }\n}\n\nmutation UpdateProject($id: ID!, $input: ProjectInput!) {\n  updateProject(id: $id, input: $input) {\n    id\n    name\n    baseLanguage\n  }\n}\n\nmutation DeleteProject($id: ID!) {\n  deleteProject(id: $id)\n}\n\nmutation CreateGroup($projectId: ID!, $input: GroupInput!) {\n  createGroup(projectId: $projectId, input: $input) {\n    ...GroupFields\n  }\n}\n\nmutation UpdateGroup($projectId: ID!, $id: ID!, $input: GroupInput!) {\n  updateGroup(projectId: $projectId, id: $id, input: $input) {\n    id\n    name\n  }\n}\n\nmutation DeleteGroup($projectId: ID!, $id: ID!) {\n  deleteGroup(projectId: $projectId, id: $id)\n}\n\nmutation ChangePlan($planId: ID!) {\n  changePlan(planId: $planId) {\n    ...SubscriptionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DashboardPage {\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n    projects {\n      ...ProjectFields\n    }\n  }\n}\n\nquery ProjectPage($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery GroupPage($projectId: ID!, $id: ID!) {\n  group(projectId: $projectId, id: $id) {\n    ...GroupFields\n    project {\n      id\n      name\n      baseLanguage\n    }\n  }\n}\n\nquery SubscriptionPage {\n  plans {\n    ...PlanFields\n  }\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n  }\n}"): (typeof documents)["query DashboardPage {\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n    projects {\n      ...ProjectFields\n    }\n  }\n}\n\nquery ProjectPage($id: ID!) {\n  project(id: $id) {\n    ...ProjectFields\n  }\n}\n\nquery GroupPage($projectId: ID!, $id: ID!) {\n  group(projectId: $projectId, id: $id) {\n    ...GroupFields\n    project {\n      id\n      name\n      baseLanguage\n    }\n  }\n}\n\nquery SubscriptionPage {\n  plans {\n    ...PlanFields\n  }\n  viewer {\n    id\n    projectsOwned\n    subscription {\n      ...SubscriptionFields\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;