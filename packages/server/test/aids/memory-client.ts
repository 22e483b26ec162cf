import type { TestApp } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, ok } from '../workspace/workspace-client.ts';

export interface MatchAnswer {
  similarity: number;
  source: string;
  text: string;
  adapted: boolean;
  reviewed: boolean;
  projectName: string | null;
  keyName: string | null;
  updatedAt: string;
}

export const memoryQuery = `query ($p: ID!, $g: ID!, $name: String!, $language: String!, $first: Int) {
  group(projectId: $p, id: $g) {
    keys(filter: { search: $name }) {
      nodes { id name memory(language: $language, first: $first) { similarity source text adapted reviewed projectName keyName updatedAt } }
    }
  }
}`;

/** A project (base en, target fr) with one group, as `cookies`' account. */
export async function memoryProject(t: TestApp, cookies: Cookies, name: string) {
  const project = await createProject(t, cookies, name, 'en');
  const group = await createGroup(t, cookies, project.id, 'common');
  await ok(t, cookies, 'mutation ($id: ID!) { addLanguages(projectId: $id, tags: ["fr"]) { tag } }', {
    id: project.id,
  });
  return { projectId: project.id, groupId: group.id };
}

export interface KeyValues {
  name: string;
  plural?: boolean;
  /** language → text, or plural forms */
  values: Record<string, string | Record<string, string>>;
  reviewed?: boolean;
}

/** Creates the key and saves its values, the base first; answers its id. */
export async function keyWith(
  t: TestApp,
  cookies: Cookies,
  groupId: string,
  key: KeyValues,
): Promise<string> {
  const [created] = await createKeys(t, cookies, groupId, [{ name: key.name, plural: key.plural ?? false }]);
  const keyId = created?.id as string;
  for (const [language, value] of Object.entries(key.values)) {
    await ok(
      t,
      cookies,
      'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
      {
        input: {
          keyId,
          language,
          ...(typeof value === 'string'
            ? { text: value }
            : { forms: Object.entries(value).map(([category, text]) => ({ category, text })) }),
          state: key.reviewed && language !== 'en' ? 'REVIEWED' : 'TRANSLATED',
          expectedVersion: 0,
        },
      },
    );
  }
  return keyId;
}
