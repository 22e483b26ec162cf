import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { createStore, graphqlHandlers, manyKeysWorkspace, sampleWorkspace } from './index.ts';

const origin = 'http://localhost';

function setup(options: Parameters<typeof createStore>[0]) {
  const store = createStore({ signedIn: true, ...options });
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    return (await response?.json()) as {
      data?: { group: { keys: unknown }; setTranslation?: unknown; createKeys?: unknown };
      errors?: { extensions: Record<string, unknown> }[];
    };
  };
  return { store, gql };
}

const keys = `query ($after: String, $filter: KeyFilter) {
  group(projectId: "project-website", id: "group-landing") {
    keys(first: 2, after: $after, filter: $filter) { totalCount pageInfo { endCursor hasNextPage } nodes { name } }
  }
}`;
const set = `mutation ($input: TranslationInput!) { setTranslation(input: $input) { text version state outdated } }`;

describe('workspace mock', () => {
  it('pages keys by name with cursors and filters untranslated ones', async () => {
    const { gql } = setup({ workspace: sampleWorkspace() });
    const first = await gql(keys);
    const connection = first.data?.group.keys as {
      nodes: { name: string }[];
      pageInfo: { endCursor: string };
    };
    expect(connection.nodes.map((node) => node.name)).toEqual(['cart.items', 'footer.copyright']);
    const second = await gql(keys, { after: connection.pageInfo.endCursor });
    expect(second.data?.group.keys).toMatchObject({ nodes: [{ name: 'greeting' }, { name: 'hero.cta' }] });
    const untranslated = await gql(keys, { filter: { untranslatedIn: 'fr-FR' } });
    expect(untranslated.data?.group.keys).toMatchObject({ totalCount: 4 });
  });

  it('refuses a stale version with VERSION_CONFLICT carrying the stored value, and marks targets outdated', async () => {
    const { gql } = setup({ workspace: sampleWorkspace() });
    const refused = await gql(set, {
      input: { keyId: 'key-cta', language: 'de-DE', text: 'Mine', expectedVersion: 0 },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'VERSION_CONFLICT',
      current: { text: 'Übersetzen starten', version: 1, state: 'REVIEWED' },
    });
    const base = await gql(set, {
      input: { keyId: 'key-cta', language: 'en-US', text: 'Go', expectedVersion: 1 },
    });
    expect(base.data?.setTranslation).toMatchObject({ version: 2, state: 'TRANSLATED' });
    const german = await gql(keys.replace('first: 2', 'first: 10'), { filter: { outdatedIn: 'de-DE' } });
    expect(german.data?.group.keys).toMatchObject({ nodes: [{ name: 'hero.cta' }, { name: 'hero.title' }] });
  });

  it('lets a flat group hold a key beside its dotted prefix, and natural-language names', async () => {
    const { gql } = setup({ workspace: sampleWorkspace() });
    const flat = await gql(
      'mutation { updateFileShape(groupId: "group-landing", input: { structure: FLAT, keySeparator: "" }) { id } }',
    );
    expect(flat.errors).toBeUndefined();
    const create = `mutation ($input: [KeyInput!]!) { createKeys(groupId: "group-landing", input: $input) { name } }`;
    const created = await gql(create, { input: [{ name: 'hero' }, { name: 'Sure? Really.' }] });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createKeys).toEqual([{ name: 'hero' }, { name: 'Sure? Really.' }]);
  });

  it('refuses a nested collision with KEY_CONFLICT and a create past the plan with PLAN_LIMIT_REACHED', async () => {
    const { gql } = setup({ workspace: manyKeysWorkspace(999) });
    const create = `mutation ($input: [KeyInput!]!) { createKeys(groupId: "group-landing", input: $input) { name } }`;
    const nested = await gql(create, { input: [{ name: 'generated.key001.title' }] });
    expect(nested.errors?.[0]?.extensions).toMatchObject({
      code: 'KEY_CONFLICT',
      conflictsWith: 'generated.key001',
    });
    const two = await gql(create, { input: [{ name: 'x' }, { name: 'y' }] });
    expect(two.errors?.[0]?.extensions).toMatchObject({ code: 'PLAN_LIMIT_REACHED' });
    expect((await gql(create, { input: [{ name: 'x' }] })).data?.createKeys).toEqual([{ name: 'x' }]);
  });
});
