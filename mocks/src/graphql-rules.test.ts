import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore, graphqlHandlers } from './index.ts';

const origin = 'http://localhost';

function setup(options: Parameters<typeof createStore>[0] = { signedIn: true }) {
  const store = createStore(options);
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (await response?.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  };
  return { store, gql };
}

const codeOf = (body: { errors?: unknown[] }) =>
  (body.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code;

const createProject = `mutation ($input: ProjectInput!) { createProject(input: $input) { id name baseLanguage } }`;

describe('graphql handler rules', () => {
  it('refuses a project name already taken and a base language that is no BCP 47 tag', async () => {
    const { gql } = setup();
    expect(codeOf(await gql(createProject, { input: { name: ' website ', baseLanguage: 'en' } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await gql(createProject, { input: { name: 'Docs', baseLanguage: 'not a tag' } }))).toBe(
      'BAD_USER_INPUT',
    );
    const created = await gql(createProject, { input: { name: 'Docs', baseLanguage: 'pt-br' } });
    expect(created.data?.createProject).toMatchObject({ name: 'Docs', baseLanguage: 'pt-BR' });
  });

  it('answers NOT_FOUND for a missing group and null for a missing project', async () => {
    const { gql } = setup();
    const rename = `mutation { updateGroup(projectId: "project-website", id: "nope", input: { name: "X" }) { id } }`;
    expect(codeOf(await gql(rename))).toBe('NOT_FOUND');
    expect((await gql('{ project(id: "nope") { id } }')).data).toEqual({ project: null });
  });

  it('refuses a downgrade below the projects owned with PLAN_LIMIT_REACHED', async () => {
    const { gql, store } = setup({ signedIn: true, planId: 'pro' });
    for (const name of ['A', 'B']) await gql(createProject, { input: { name, baseLanguage: 'en' } });
    const refused = await gql('mutation { changePlan(planId: "free") { plan { id } } }');
    expect(codeOf(refused)).toBe('PLAN_LIMIT_REACHED');
    expect(store.planId).toBe('pro');
    const upgraded = await gql('mutation { changePlan(planId: "business") { plan { id } } }');
    expect(upgraded.data).toEqual({ changePlan: { plan: { id: 'business' } } });
  });
});
