import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore, graphqlHandlers } from './index.ts';

const origin = 'http://localhost';

function setup() {
  const store = createStore({ signedIn: true });
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (await response?.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions?: Record<string, unknown> }[];
    };
  };
  return { store, gql };
}

const languages = `query ($id: ID!) { project(id: $id) { languages { tag isBase } progress { language total translated reviewed outdated } groups { id progress { language total translated } } } }`;
const add = `mutation ($projectId: ID!, $tags: [String!]!) { addLanguages(projectId: $projectId, tags: $tags) { tag isBase } }`;
const remove = `mutation ($projectId: ID!, $tag: String!) { removeLanguage(projectId: $projectId, tag: $tag) }`;

describe('mock project languages and progress', () => {
  it('lists the base first, sums progress over groups and adds canonical tags once', async () => {
    const { gql } = setup();
    const before = await gql(languages, { id: 'project-website' });
    expect(before.data?.project).toMatchObject({
      languages: [
        { tag: 'en-US', isBase: true },
        { tag: 'de-DE', isBase: false },
        { tag: 'fr-FR', isBase: false },
      ],
      progress: [
        { language: 'en-US', total: 50, translated: 50 },
        { language: 'de-DE', total: 50, translated: 40, reviewed: 22, outdated: 2 },
        { language: 'fr-FR', total: 50, translated: 8, reviewed: 0, outdated: 0 },
      ],
    });
    const added = await gql(add, { projectId: 'project-website', tags: ['it-it', 'de-DE', 'ja-JP'] });
    expect(added.data?.addLanguages).toEqual([
      { tag: 'en-US', isBase: true },
      { tag: 'de-DE', isBase: false },
      { tag: 'fr-FR', isBase: false },
      { tag: 'it-IT', isBase: false },
      { tag: 'ja-JP', isBase: false },
    ]);
    const after = await gql(languages, { id: 'project-website' });
    expect(after.data?.project).toMatchObject({
      groups: [
        { progress: expect.arrayContaining([{ language: 'it-IT', total: 40, translated: 0 }]) },
        { progress: expect.arrayContaining([{ language: 'ja-JP', total: 10, translated: 0 }]) },
      ],
    });
  });

  it('removes a target with its values, refuses the base, an absent language and a bad tag', async () => {
    const { gql } = setup();
    expect((await gql(remove, { projectId: 'project-website', tag: 'de-DE' })).data?.removeLanguage).toBe(
      true,
    );
    await gql(add, { projectId: 'project-website', tags: ['de-DE'] });
    const progress = (await gql(languages, { id: 'project-website' })).data?.project as {
      progress: { language: string; translated: number }[];
    };
    expect(progress.progress.find((entry) => entry.language === 'de-DE')?.translated).toBe(0);

    for (const tag of ['en-US', 'it-IT', 'not a tag']) {
      const refused = await gql(remove, { projectId: 'project-website', tag });
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tag' });
    }
    const bad = await gql(add, { projectId: 'project-website', tags: ['fr', '??'] });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'tags', index: 1 });
    const missing = await gql(remove, { projectId: 'project-other', tag: 'fr-FR' });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});
