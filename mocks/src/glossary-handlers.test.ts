import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore, graphqlHandlers, sampleWorkspaceWithGlossary, sharedProject } from './index.ts';

const origin = 'http://localhost';

function setup(options: Parameters<typeof createStore>[0]) {
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

const create = `mutation ($p: ID!, $input: GlossaryTermInput!) { createGlossaryTerm(projectId: $p, input: $input) { id term version } }`;
const update = `mutation ($id: ID!, $input: GlossaryTermInput!, $v: Int!) { updateGlossaryTerm(id: $id, input: $input, expectedVersion: $v) { version } }`;
const list = `query ($p: ID!, $s: String) { project(id: $p) { glossary(search: $s) { totalCount nodes { term } } } }`;
const keyTerms = `query { group(projectId: "project-website", id: "group-landing") { key(id: "key-title") { terms { term } } } }`;

describe('glossary mock', () => {
  it('lists, searches by translation, and refuses a term twice ignoring case', async () => {
    const { gql } = setup({ signedIn: true, workspace: sampleWorkspaceWithGlossary() });
    const all = await gql(list, { p: 'project-website' });
    expect(all.data).toEqual({
      project: {
        glossary: { totalCount: 3, nodes: [{ term: 'chaos' }, { term: 'Translations' }, { term: 'Verba' }] },
      },
    });
    const found = await gql(list, { p: 'project-website', s: 'DURCH' });
    expect(found.data).toEqual({ project: { glossary: { totalCount: 1, nodes: [{ term: 'chaos' }] } } });
    expect(codeOf(await gql(create, { p: 'project-website', input: { term: 'CHAOS' } }))).toBe(
      'TERM_CONFLICT',
    );
    expect(codeOf(await gql(create, { p: 'project-website', input: { term: '  ' } }))).toBe('BAD_USER_INPUT');
  });

  it('updates against the version and answers VERSION_CONFLICT with the stored term', async () => {
    const { gql } = setup({ signedIn: true, workspace: sampleWorkspaceWithGlossary() });
    const input = { term: 'chaos', translations: [{ language: 'de-DE', text: 'Wirrwarr' }] };
    expect((await gql(update, { id: 'term-chaos', input, v: 1 })).data).toEqual({
      updateGlossaryTerm: { version: 2 },
    });
    const stale = await gql(update, { id: 'term-chaos', input, v: 1 });
    expect(codeOf(stale)).toBe('VERSION_CONFLICT');
    expect(stale.errors?.[0]).toMatchObject({ extensions: { current: { version: 2 } } });
  });

  it('finds a key’s terms in its base text, whole words, in order', async () => {
    const { gql } = setup({ signedIn: true, workspace: sampleWorkspaceWithGlossary() });
    expect((await gql(keyTerms)).data).toEqual({
      group: { key: { terms: [{ term: 'Translations' }, { term: 'chaos' }] } },
    });
  });

  it('lets a translator read but not write', async () => {
    const { gql } = setup({
      signedIn: true,
      projects: [sharedProject('TRANSLATOR', ['de-DE'])],
      workspace: { targets: {}, keys: [], values: {}, activities: [] },
    });
    expect((await gql(list, { p: 'project-handbook' })).data).toEqual({
      project: { glossary: { totalCount: 0, nodes: [] } },
    });
    expect(codeOf(await gql(create, { p: 'project-handbook', input: { term: 'Handbook' } }))).toBe(
      'FORBIDDEN',
    );
  });
});
