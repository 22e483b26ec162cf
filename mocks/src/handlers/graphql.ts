import { buildSchema, type GraphQLError, graphql as runGraphql } from 'graphql';
import { HttpResponse } from 'msw';
import { graphql } from 'msw/graphql';
import type { MockGroup, MockProject } from '../fixtures.ts';
import { plans } from '../fixtures.ts';
import { type MockStore, newId, planOf } from '../store.ts';

/** The schema of api-contract.md; the mock runs real GraphQL, so any operation the app sends works. */
const schema = buildSchema(/* GraphQL */ `
  type Query {
    viewer: Viewer!
    plans: [Plan!]!
    project(id: ID!): Project
    group(projectId: ID!, id: ID!): Group
  }
  type Viewer {
    id: ID!
    email: String!
    firstName: String!
    lastName: String!
    projectsOwned: Int!
    subscription: Subscription!
    projects: [Project!]!
  }
  type Subscription { plan: Plan! since: String! }
  type Plan { id: ID! name: String! projectLimit: Int }
  type Project { id: ID! name: String! baseLanguage: String! createdAt: String! groups: [Group!]! }
  type Group { id: ID! name: String! project: Project! createdAt: String! }
  input ProjectInput { name: String! baseLanguage: String! }
  input GroupInput { name: String! }
  type Mutation {
    createProject(input: ProjectInput!): Project!
    updateProject(id: ID!, input: ProjectInput!): Project!
    deleteProject(id: ID!): Boolean!
    createGroup(projectId: ID!, input: GroupInput!): Group!
    updateGroup(projectId: ID!, id: ID!, input: GroupInput!): Group!
    deleteGroup(projectId: ID!, id: ID!): Boolean!
    changePlan(planId: ID!): Subscription!
  }
`);

class CodedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

interface ProjectInput {
  name: string;
  baseLanguage: string;
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > 100)
    throw new CodedError('A name has 1 to 100 characters.', 'BAD_USER_INPUT');
  return trimmed;
}

function rootValue(store: MockStore) {
  const requireSession = () => {
    if (!store.session) throw new CodedError('You are not signed in.', 'UNAUTHENTICATED');
    return store.session;
  };
  const findProject = (id: string) => {
    requireSession();
    const project = store.projects.find((candidate) => candidate.id === id);
    if (!project) throw new CodedError('Project not found.', 'NOT_FOUND');
    return project;
  };
  const groupView = (project: MockProject, group: MockGroup) => ({ ...group, project: projectView(project) });
  const projectView = (project: MockProject): unknown => ({
    ...project,
    groups: () => project.groups.map((group) => groupView(project, group)),
  });
  const subscription = () => ({ plan: planOf(store), since: store.planSince });

  return {
    plans: () => plans,
    viewer: () => {
      const user = requireSession();
      return {
        ...user,
        projectsOwned: store.projects.length,
        subscription,
        projects: () => store.projects.map(projectView),
      };
    },
    project: ({ id }: { id: string }) => {
      requireSession();
      const project = store.projects.find((candidate) => candidate.id === id);
      return project ? projectView(project) : null;
    },
    group: ({ projectId, id }: { projectId: string; id: string }) => {
      requireSession();
      const project = store.projects.find((candidate) => candidate.id === projectId);
      const group = project?.groups.find((candidate) => candidate.id === id);
      return project && group ? groupView(project, group) : null;
    },
    createProject: ({ input }: { input: ProjectInput }) => {
      requireSession();
      const limit = planOf(store).projectLimit;
      if (limit !== null && store.projects.length >= limit) {
        throw new CodedError('Your plan’s project limit is reached.', 'PLAN_LIMIT_REACHED');
      }
      const project: MockProject = {
        id: newId(store, 'project'),
        name: cleanName(input.name),
        baseLanguage: input.baseLanguage,
        createdAt: new Date().toISOString(),
        groups: [],
      };
      store.projects.push(project);
      return projectView(project);
    },
    updateProject: ({ id, input }: { id: string; input: ProjectInput }) => {
      const project = findProject(id);
      project.name = cleanName(input.name);
      project.baseLanguage = input.baseLanguage;
      return projectView(project);
    },
    deleteProject: ({ id }: { id: string }) => {
      findProject(id);
      store.projects = store.projects.filter((project) => project.id !== id);
      return true;
    },
    createGroup: ({ projectId, input }: { projectId: string; input: { name: string } }) => {
      const project = findProject(projectId);
      const group: MockGroup = {
        id: newId(store, 'group'),
        name: cleanName(input.name),
        createdAt: new Date().toISOString(),
      };
      project.groups.push(group);
      return groupView(project, group);
    },
    updateGroup: ({ projectId, id, input }: { projectId: string; id: string; input: { name: string } }) => {
      const project = findProject(projectId);
      const group = project.groups.find((candidate) => candidate.id === id);
      if (!group) throw new CodedError('Group not found.', 'NOT_FOUND');
      group.name = cleanName(input.name);
      return groupView(project, group);
    },
    deleteGroup: ({ projectId, id }: { projectId: string; id: string }) => {
      const project = findProject(projectId);
      project.groups = project.groups.filter((group) => group.id !== id);
      return true;
    },
    changePlan: ({ planId }: { planId: string }) => {
      requireSession();
      const plan = plans.find((candidate) => candidate.id === planId);
      if (!plan) throw new CodedError('Unknown plan.', 'BAD_USER_INPUT');
      if (plan.projectLimit !== null && store.projects.length > plan.projectLimit) {
        throw new CodedError('You own more projects than this plan includes.', 'BAD_USER_INPUT');
      }
      store.planId = plan.id;
      store.planSince = new Date().toISOString();
      return subscription();
    },
  };
}

/** GraphQL errors carry extensions.code, as api-contract.md says. */
function withCode(error: GraphQLError) {
  const code = error.originalError instanceof CodedError ? error.originalError.code : 'BAD_USER_INPUT';
  return { message: error.message, locations: error.locations, path: error.path, extensions: { code } };
}

export function graphqlHandlers(store: MockStore, url = '/api/graphql') {
  return [
    graphql.link(url).operation(async ({ query, variables }) => {
      const result = await runGraphql({
        schema,
        source: query,
        variableValues: variables,
        rootValue: rootValue(store),
      });
      return HttpResponse.json({
        data: result.data ?? null,
        ...(result.errors && { errors: result.errors.map(withCode) }),
      });
    }),
  ];
}
