import { getResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { checksWorkspace, createStore, graphqlHandlers } from './index.ts';

const origin = 'http://localhost';

function setup(options: Parameters<typeof createStore>[0] = {}) {
  const store = createStore({ signedIn: true, workspace: checksWorkspace(), ...options });
  const handlers = graphqlHandlers(store, `${origin}/api/graphql`) as RequestHandler[];
  const gql = async (query: string, variables: Record<string, unknown> = {}) => {
    const request = new Request(`${origin}/api/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    // biome-ignore lint/suspicious/noExplicitAny: each test reads its own answer's shape.
    return (await response?.json()) as { data?: any; errors?: { extensions: Record<string, unknown> }[] };
  };
  return { store, gql };
}

const summary = '{ project(id: "project-website") { issueSummary { language code severity count } } }';
const keysWith = `query ($filter: KeyFilter) {
  group(projectId: "project-website", id: "group-landing") { keys(filter: $filter) { nodes { name } } }
}`;
const dismiss =
  'mutation ($items: [IssueRef!]!) { dismissIssues(projectId: "project-website", items: $items) }';
const names = (answer: { data?: { group: { keys: { nodes: { name: string }[] } } } }) =>
  answer.data?.group.keys.nodes.map((node) => node.name);

describe('checks mock', () => {
  it('counts issues per language and code, filters by code and severity, and dismisses warnings until an edit', async () => {
    const { gql } = setup();
    expect((await gql(summary)).data.project.issueSummary).toEqual(
      expect.arrayContaining([
        { language: 'de-DE', code: 'END_PUNCTUATION', severity: 'WARNING', count: 1 },
        { language: 'de-DE', code: 'PLACEHOLDER_MISSING', severity: 'ERROR', count: 1 },
        { language: 'fr-FR', code: 'SAME_AS_SOURCE', severity: 'WARNING', count: 1 },
      ]),
    );
    expect(
      names(await gql(keysWith, { filter: { hasIssuesIn: 'de-DE', issueCode: 'END_PUNCTUATION' } })),
    ).toEqual(['saved']);
    expect(
      names(await gql(keysWith, { filter: { hasIssuesIn: 'de-DE', issueSeverity: 'WARNING' } })),
    ).toEqual(['inbox', 'saved']);
    const refused = await gql(keysWith, { filter: { issueCode: 'END_PUNCTUATION' } });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'hasIssuesIn' });

    const error = await gql(dismiss, {
      items: [{ keyId: 'key-greeting', language: 'de-DE', code: 'PLACEHOLDER_MISSING' }],
    });
    expect(error.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    const done = await gql(dismiss, {
      items: [{ keyId: 'key-saved', language: 'de-DE', code: 'END_PUNCTUATION' }],
    });
    expect(done.data.dismissIssues).toBe(1);
    expect(
      names(await gql(keysWith, { filter: { hasIssuesIn: 'de-DE', issueCode: 'END_PUNCTUATION' } })),
    ).toEqual([]);
    expect((await gql(summary)).data.project.issueSummary).not.toContainEqual(
      expect.objectContaining({ language: 'de-DE', code: 'END_PUNCTUATION' }),
    );

    await gql('mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }', {
      input: { keyId: 'key-saved', language: 'de-DE', text: 'Gesichert', expectedVersion: 1 },
    });
    expect(
      names(await gql(keysWith, { filter: { hasIssuesIn: 'de-DE', issueCode: 'END_PUNCTUATION' } })),
    ).toEqual(['saved']);
  });

  it('switches a check off for managers only, and the viewer learns where it may dismiss', async () => {
    const update =
      'mutation { updateCheck(projectId: "project-website", code: "END_PUNCTUATION", enabled: false) { code enabled severity } }';
    const { gql } = setup();
    expect((await gql(update)).data.updateCheck).toEqual({
      code: 'END_PUNCTUATION',
      enabled: false,
      severity: 'WARNING',
    });
    expect((await gql(summary)).data.project.issueSummary).not.toContainEqual(
      expect.objectContaining({ code: 'END_PUNCTUATION' }),
    );

    const reviewer = setup();
    const website = reviewer.store.projects[0] as (typeof reviewer.store.projects)[number];
    Object.assign(website, { viewerRole: 'REVIEWER', viewerLanguages: ['de-DE'] });
    const refused = await reviewer.gql(update);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const permissions = await reviewer.gql(
      '{ project(id: "project-website") { viewerPermissions { dismissLanguages } } }',
    );
    expect(permissions.data.project.viewerPermissions.dismissLanguages).toEqual(['de-DE']);
    const french = await reviewer.gql(dismiss, {
      items: [{ keyId: 'key-saved', language: 'fr-FR', code: 'SAME_AS_SOURCE' }],
    });
    expect(french.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });
});
