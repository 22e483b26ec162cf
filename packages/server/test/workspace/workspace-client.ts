import { expect } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject, gql } from '../projects/graphql-client.ts';

export type Cookies = Record<string, string>;

/** Runs an operation that must succeed and answers its data. */
export async function ok<T = Record<string, unknown>>(
  t: TestApp,
  cookies: Cookies,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await gql(t, cookies, query, variables);
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data as T;
}

/** A signed-in account with a project (base en, targets fr and de) and one empty group. */
export async function workspace(t: TestApp, languages: string[] = ['fr', 'de']) {
  const { cookies } = await signedInAccount(t);
  const project = await createProject(t, cookies, 'App', 'en');
  const group = await createGroup(t, cookies, project.id, 'common');
  if (languages.length > 0) {
    await ok(
      t,
      cookies,
      'mutation ($id: ID!, $tags: [String!]!) { addLanguages(projectId: $id, tags: $tags) { tag } }',
      {
        id: project.id,
        tags: languages,
      },
    );
  }
  return { cookies, project, group };
}

export const keyFields = 'id name description plural version';
export const translationFields =
  'language text forms { category text } state outdated version updatedAt issues { code message }';

export interface KeyAnswer {
  id: string;
  name: string;
  description: string | null;
  plural: boolean;
  version: number;
}

export async function createKeys(
  t: TestApp,
  cookies: Cookies,
  groupId: string,
  input: { name: string; description?: string; plural?: boolean }[],
): Promise<KeyAnswer[]> {
  const data = await ok<{ createKeys: KeyAnswer[] }>(
    t,
    cookies,
    `mutation ($groupId: ID!, $input: [KeyInput!]!) { createKeys(groupId: $groupId, input: $input) { ${keyFields} } }`,
    { groupId, input },
  );
  return data.createKeys;
}

export const setTranslationMutation = `mutation ($input: TranslationInput!) {
  setTranslation(input: $input) { ${translationFields} }
}`;
export const setTranslationsMutation = `mutation ($input: [TranslationInput!]!) {
  setTranslations(input: $input) { ${translationFields} }
}`;

export interface TranslationAnswer {
  language: string;
  text: string | null;
  forms: { category: string; text: string }[] | null;
  state: string;
  outdated: boolean;
  version: number;
  updatedAt: string | null;
  issues: { code: string; message: string }[];
}

export async function setTranslation(
  t: TestApp,
  cookies: Cookies,
  input: Record<string, unknown>,
): Promise<TranslationAnswer> {
  return (await ok<{ setTranslation: TranslationAnswer }>(t, cookies, setTranslationMutation, { input }))
    .setTranslation;
}

export const progressQuery = `query ($projectId: ID!, $id: ID!) {
  group(projectId: $projectId, id: $id) {
    keyCount progress { language total translated reviewed outdated }
    project { keyCount progress { language total translated reviewed outdated } }
  }
}`;
