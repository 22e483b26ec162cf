import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { KEY_PAGE_SIZE } from '@verba/contract';
import { type DefinitionNode, type FragmentDefinitionNode, Kind, parse, print, visit } from 'graphql';
import { createSchema } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROJECT_LANGUAGES } from '../../src/graphql/list-sizes.ts';
import { MAX_COST, measureCost } from '../../src/graphql/query-cost.ts';
import { graphqlSchemaFile, serverRoot } from '../../src/paths.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';

// Every operation the app sends must pass the limits with the largest variables it really sends:
// a project at its 200 languages, the editor's full page, all its columns shown.

const operationsDir = join(serverRoot, '../api-client/src/graphql/operations');
const definitions = readdirSync(operationsDir)
  .filter((file) => file.endsWith('.graphql'))
  .flatMap((file) => parse(readFileSync(join(operationsDir, file), 'utf8')).definitions);
const fragments = new Map(
  definitions
    .filter(
      (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
    )
    .map((fragment) => [fragment.name.value, fragment]),
);

/** The operation with the fragments it spreads, as codegen sends it. */
function documentOf(operation: DefinitionNode): string {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return [operation, ...used.values()].map((node) => print(node)).join('\n');
}

const id = () => crypto.randomUUID();
const allLanguages = Array.from({ length: MAX_PROJECT_LANGUAGES }, (_, i) => `x-${i}`);
const translation = { keyId: id(), language: 'fr', text: 'x', expectedVersion: 0 };

/** The largest variables the app sends with each operation; a new operation must be added here. */
const realisticVariables: Record<string, Record<string, unknown>> = {
  DashboardPage: {},
  ProjectPage: { id: id() },
  GroupPage: { projectId: id(), id: id() },
  SubscriptionPage: {},
  GroupEditor: { projectId: id(), id: id() },
  GroupKeys: {
    projectId: id(),
    groupId: id(),
    filter: { search: 'x' },
    first: KEY_PAGE_SIZE,
    after: null,
    languages: allLanguages,
  },
  KeyHistory: { projectId: id(), groupId: id(), name: 'x' },
  CreateKeys: { groupId: id(), input: [{ name: 'x' }], languages: allLanguages },
  UpdateKey: { id: id(), input: { name: 'y' }, expectedVersion: 1, languages: allLanguages },
  MoveKeys: { ids: Array.from({ length: KEY_PAGE_SIZE }, id), toGroupId: id() },
  DeleteKeys: { ids: Array.from({ length: KEY_PAGE_SIZE }, id) },
  SetTranslation: { input: translation },
  RevertTranslation: { activityId: id(), expectedVersion: 1 },
  ProjectProgress: { id: id() },
  GroupProgress: { projectId: id(), id: id() },
  AddLanguages: { projectId: id(), tags: allLanguages },
  RemoveLanguage: { projectId: id(), tag: 'fr' },
  CreateProject: { input: { name: 'Limits', baseLanguage: 'en' } },
  UpdateProject: { id: id(), input: { name: 'Limits', baseLanguage: 'en' } },
  DeleteProject: { id: id() },
  CreateGroup: { projectId: id(), input: { name: 'common' } },
  UpdateGroup: { projectId: id(), id: id(), input: { name: 'common' } },
  DeleteGroup: { projectId: id(), id: id() },
  UpdateFileShape: {
    groupId: id(),
    input: { structure: 'FLAT', keySeparator: '', pluralStyle: 'V3', indent: '\t', sortKeys: false },
  },
  ChangePlan: { planId: 'free' },
  // Teams (teams-contract.md).
  ProjectMembers: { id: id() },
  ProjectInvitations: { id: id() },
  InvitationPage: { token: 'x'.repeat(43) },
  InviteMembers: {
    projectId: id(),
    input: Array.from({ length: 20 }, (_, index) => ({
      email: `i${index}@example.test`,
      role: 'TRANSLATOR',
      languages: allLanguages,
    })),
  },
  ResendInvitation: { id: id() },
  RevokeInvitation: { id: id() },
  AcceptInvitation: { token: 'x'.repeat(43) },
  RespondToInvitation: { id: id(), accept: true },
  UpdateMember: { projectId: id(), memberId: id(), role: 'TRANSLATOR', languages: allLanguages },
  RemoveMember: { projectId: id(), memberId: id() },
  LeaveProject: { projectId: id() },
  TransferOwnership: { projectId: id(), memberId: id() },
  ProjectApiKeys: { id: id() },
  CreateApiKey: {
    projectId: id(),
    input: { name: 'n'.repeat(100), scopes: ['READ', 'WRITE', 'IMPORT'], expiresInDays: 3650 },
  },
  RevokeApiKey: { id: id() },
  KeyComments: { projectId: id(), groupId: id(), name: 'k'.repeat(1000), language: 'de' },
  AddComment: { keyId: id(), language: 'de', text: 't'.repeat(5000), mentions: [id(), id(), id()] },
  KeyOpenComments: { projectId: id(), groupId: id(), name: 'k'.repeat(1000) },
  GroupSuggestions: { projectId: id(), groupId: id(), languages: allLanguages },
  ProjectSuggestionSetting: { id: id() },
  SetTranslatorsSuggest: {
    id: id(),
    input: { name: 'Limits', baseLanguage: 'en', translatorsSuggest: true },
  },
  SuggestTranslation: { input: { keyId: id(), language: 'fr', text: 't'.repeat(10_000) } },
  AcceptSuggestion: { id: id(), expectedVersion: 1 },
  RejectSuggestion: { id: id() },
  ResolveComment: { id: id(), resolved: true },
  DeleteComment: { id: id() },
  ProjectDistributions: { id: id() },
  CreateDistribution: {
    projectId: id(),
    input: { name: 'n'.repeat(100), autoPublish: true, states: ['TRANSLATED', 'REVIEWED'] },
  },
  UpdateDistribution: {
    id: id(),
    input: { name: 'n'.repeat(100), autoPublish: true, states: ['TRANSLATED', 'REVIEWED'] },
  },
  PublishRelease: { distributionId: id() },
  DeleteDistribution: { id: id() },
  ProjectWebhooks: { id: id() },
  CreateWebhook: {
    projectId: id(),
    input: {
      url: `https://example.com/${'p'.repeat(1900)}`,
      events: ['translation.updated', 'key.created', 'key.deleted', 'import.applied', 'release.published'],
      active: true,
    },
  },
  UpdateWebhook: {
    id: id(),
    input: {
      url: `https://example.com/${'p'.repeat(1900)}`,
      events: ['translation.updated', 'key.created', 'key.deleted', 'import.applied', 'release.published'],
      active: false,
    },
  },
  DeleteWebhook: { id: id() },
  PingWebhook: { id: id() },
  Redeliver: { deliveryId: id() },
  KeyMemory: { projectId: id(), groupId: id(), keyId: id(), language: 'de' },
  ImportMemory: { uploadId: id() },
  // The glossary (aids-contract.md): a full page, a term with a translation into every language.
  ProjectGlossary: { projectId: id(), search: 's'.repeat(200), first: 500, after: null },
  KeyTerms: { projectId: id(), groupId: id(), keyId: id() },
  CreateGlossaryTerm: {
    projectId: id(),
    input: {
      term: 't'.repeat(200),
      description: 'd'.repeat(2000),
      translations: allLanguages.map((language) => ({ language, text: 'x', forbidden: ['y', 'z'] })),
    },
  },
  UpdateGlossaryTerm: { id: id(), input: { term: 't' }, expectedVersion: 1 },
  DeleteGlossaryTerm: { id: id() },
  MemoryImportPreview: { uploadId: id() },
  DiscardMemoryUpload: { uploadId: id() },
  KeyMachine: { projectId: id(), groupId: id(), keyId: id(), language: 'de' },
  ProjectChecks: { id: id() },
  ProjectIssueCounts: { id: id() },
  UpdateCheck: { projectId: id(), code: 'END_PUNCTUATION', enabled: false, severity: 'ERROR' },
  // The editor sends at most DISMISS_BATCH (500) a call.
  DismissIssues: {
    projectId: id(),
    items: Array.from({ length: 500 }, () => ({ keyId: id(), language: 'de-DE', code: 'END_PUNCTUATION' })),
  },
  PretranslateOptions: { projectId: id() },
  Pretranslate: {
    projectId: id(),
    input: {
      languages: ['de', 'fr'],
      groupIds: [id(), id()],
      source: 'MEMORY_THEN_MACHINE',
      minSimilarity: 0.85,
      provider: 'deepl',
    },
  },
  PretranslateJob: { id: id() },
  CancelJob: { id: id() },
};

const operations = definitions.flatMap((definition) =>
  definition.kind === Kind.OPERATION_DEFINITION && definition.name
    ? [{ name: definition.name.value, query: documentOf(definition) }]
    : [],
);

const schema = createSchema({ typeDefs: readFileSync(graphqlSchemaFile, 'utf8') });
const limitRefusal = /cost more than|levels deep|aliases|tokens|first is between/;

let t: TestApp;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies = (await signedInAccount(t)).cookies;
});
afterAll(() => t.close());

describe("the app's own operations", () => {
  it('all have realistic variables here', () => {
    expect(operations.map(({ name }) => name).sort()).toEqual(Object.keys(realisticVariables).sort());
  });

  it.each(operations)('$name costs at most MAX_COST and passes every limit', async ({ name, query }) => {
    const variables = realisticVariables[name] ?? {};
    const measured = measureCost(schema, parse(query), name, variables, Number.POSITIVE_INFINITY);
    expect(measured && 'cost' in measured ? measured.cost : measured).toBeLessThanOrEqual(MAX_COST);
    const answer = await gql(t, cookies, query, variables);
    const refusals = (answer.errors ?? []).filter((error) => limitRefusal.test(error.message));
    expect(refusals).toEqual([]);
  });

  it("counts the editor's full page in 200 languages at 40,202", () => {
    const editor = operations.find(({ name }) => name === 'GroupKeys');
    const measured = measureCost(
      schema,
      parse(editor?.query ?? ''),
      'GroupKeys',
      realisticVariables.GroupKeys,
    );
    expect(measured).toEqual({ cost: 2 + KEY_PAGE_SIZE * (1 + MAX_PROJECT_LANGUAGES) });
  });
});
