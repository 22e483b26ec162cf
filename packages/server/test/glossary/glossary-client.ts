import type { TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';

export const termFields =
  'id term description caseSensitive doNotTranslate translations { language text forbidden } version';

export interface TermAnswer {
  id: string;
  term: string;
  description: string | null;
  caseSensitive: boolean;
  doNotTranslate: boolean;
  translations: { language: string; text: string | null; forbidden: string[] }[];
  version: number;
}

export const createTermMutation = `mutation ($p: ID!, $input: GlossaryTermInput!) { createGlossaryTerm(projectId: $p, input: $input) { ${termFields} } }`;
export const updateTermMutation = `mutation ($id: ID!, $input: GlossaryTermInput!, $v: Int!) { updateGlossaryTerm(id: $id, input: $input, expectedVersion: $v) { ${termFields} } }`;
export const deleteTermMutation = 'mutation ($id: ID!) { deleteGlossaryTerm(id: $id) }';
export const glossaryQuery = `query ($p: ID!, $s: String, $first: Int, $after: String) {
  project(id: $p) { glossary(search: $s, first: $first, after: $after) { nodes { ${termFields} } totalCount pageInfo { endCursor hasNextPage } } }
}`;

export async function createTerm(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  input: Record<string, unknown>,
) {
  return (
    await ok<{ createGlossaryTerm: TermAnswer }>(t, cookies, createTermMutation, { p: projectId, input })
  ).createGlossaryTerm;
}

export const tryCreateTerm = (
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  input: Record<string, unknown>,
) => gql(t, cookies, createTermMutation, { p: projectId, input });

export async function glossary(
  t: TestApp,
  cookies: Cookies,
  projectId: string,
  args: { s?: string; first?: number; after?: string } = {},
) {
  return (
    await ok<{
      project: {
        glossary: {
          nodes: TermAnswer[];
          totalCount: number;
          pageInfo: { endCursor: string | null; hasNextPage: boolean };
        };
      };
    }>(t, cookies, glossaryQuery, { p: projectId, first: 500, ...args })
  ).project.glossary;
}

export function uploadGlossary(t: TestApp, cookies: Cookies, projectId: string, csv: string | Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/glossary`,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
    cookies,
  });
}
