import type { TestApp } from '../helpers/test-app.ts';
import { jsonHeaders } from '../helpers/test-app.ts';

export interface GraphqlAnswer {
  status: number;
  data: Record<string, unknown> | null;
  errors: { message: string; extensions?: { code?: string } }[] | undefined;
  /** The first error's extensions.code. */
  code: string | undefined;
}

/** POSTs an operation to /api/graphql as the app's client does. */
export async function gql(
  t: TestApp,
  cookies: Record<string, string> | undefined,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphqlAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/graphql',
    headers: jsonHeaders,
    payload: JSON.stringify({ query, variables }),
    ...(cookies ? { cookies } : {}),
  });
  const body = response.json() as Pick<GraphqlAnswer, 'data' | 'errors'>;
  return { status: response.statusCode, ...body, code: body.errors?.[0]?.extensions?.code };
}

export const createProjectMutation = `mutation ($input: ProjectInput!) {
  createProject(input: $input) { id name baseLanguage createdAt groups { id } }
}`;

export async function createProject(
  t: TestApp,
  cookies: Record<string, string>,
  name: string,
  baseLanguage = 'en-US',
): Promise<{ id: string; name: string; baseLanguage: string }> {
  const answer = await gql(t, cookies, createProjectMutation, { input: { name, baseLanguage } });
  const project = answer.data?.createProject as
    | { id: string; name: string; baseLanguage: string }
    | undefined;
  if (!project) throw new Error(`createProject ${name} failed: ${JSON.stringify(answer.errors)}`);
  return project;
}

export async function createGroup(
  t: TestApp,
  cookies: Record<string, string>,
  projectId: string,
  name: string,
) {
  const answer = await gql(
    t,
    cookies,
    'mutation ($projectId: ID!, $input: GroupInput!) { createGroup(projectId: $projectId, input: $input) { id name } }',
    { projectId, input: { name } },
  );
  const group = answer.data?.createGroup as { id: string; name: string } | undefined;
  if (!group) throw new Error(`createGroup ${name} failed: ${JSON.stringify(answer.errors)}`);
  return group;
}

export const changePlanMutation =
  'mutation ($planId: ID!) { changePlan(planId: $planId) { plan { id name projectLimit } since } }';
