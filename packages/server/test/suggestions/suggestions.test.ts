import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listening, openStream } from '../events/event-stream-client.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { changePlanMutation, createGroup, createProject, gql } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { createKeys, ok, setTranslationMutation, translationFields } from '../workspace/workspace-client.ts';

// Collaboration contract, "Suggestions": translators propose, reviewers decide.

let t: TestApp;
let owner: { cookies: Cookies };
let projectId: string;
let groupId: string;
type Person = Awaited<ReturnType<typeof member>>;
let translator: Person;
let frenchTranslator: Person;
let reviewer: Person;
let viewer: Person;
let stranger: { cookies: Cookies };
let base: string;

const suggestionFields =
  'id keyId language text forms { category text } by byAccountId createdAt status decidedBy';
const suggestMutation = `mutation ($i: SuggestionInput!) { suggestTranslation(input: $i) { ${suggestionFields} } }`;
const acceptMutation = `mutation ($id: ID!, $v: Int!) { acceptSuggestion(id: $id, expectedVersion: $v) { ${translationFields} } }`;
const rejectMutation = `mutation ($id: ID!) { rejectSuggestion(id: $id) { ${suggestionFields} } }`;
const settingMutation = `mutation ($p: ID!, $on: Boolean) {
  updateProject(id: $p, input: { name: "Shop", baseLanguage: "en", translatorsSuggest: $on }) { id translatorsSuggest } }`;
const keyQuery = `query ($p: ID!, $g: ID!, $l: String!, $s: SuggestionStatus, $f: KeyFilter) { group(projectId: $p, id: $g) {
  openSuggestions(languages: [$l]) { id keyId text by }
  keys(first: 50, filter: $f) { nodes { id name suggestions(language: $l, status: $s) { ${suggestionFields} }
    history(first: 5) { kind by language after } } } } }`;

interface SuggestionAnswer {
  id: string;
  keyId: string;
  text: string | null;
  forms: { category: string; text: string }[] | null;
  by: string | null;
  byAccountId: string | null;
  status: string;
  decidedBy: string | null;
}
interface KeysAnswer {
  group: {
    openSuggestions: { id: string; keyId: string; text: string; by: string }[];
    keys: {
      nodes: {
        id: string;
        name: string;
        suggestions: SuggestionAnswer[];
        history: { kind: string; by: string | null; language: string | null; after: string | null }[];
      }[];
    };
  };
}

const code = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code;
let serial = 0;
const newKey = async (plural = false) => {
  serial += 1;
  return (await createKeys(t, owner.cookies, groupId, [{ name: `key.${serial}`, plural }]))[0]?.id as string;
};
const suggest = (as: Cookies, keyId: string, text: string, language = 'de') =>
  gql(t, as, suggestMutation, { i: { keyId, language, text } });
const suggested = async (as: Cookies, keyId: string, text: string) =>
  (
    await ok<{ suggestTranslation: SuggestionAnswer }>(t, as, suggestMutation, {
      i: { keyId, language: 'de', text },
    })
  ).suggestTranslation;
const keysOf = async (as: Cookies, language = 'de', status: string | null = null, filter = {}) =>
  (await ok<KeysAnswer>(t, as, keyQuery, { p: projectId, g: groupId, l: language, s: status, f: filter }))
    .group;

beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'Olga', 'Owner');
  await ok(t, owner.cookies, changePlanMutation, { planId: 'business' });
  projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
  groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  await ok(
    t,
    owner.cookies,
    'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de", "fr"]) { tag } }',
    {
      p: projectId,
    },
  );
  translator = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['de'], 'Tina');
  frenchTranslator = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['fr'], 'Fred');
  reviewer = await member(t, owner.cookies, projectId, 'REVIEWER', ['de'], 'Rita');
  viewer = await member(t, owner.cookies, projectId, 'VIEWER', undefined, 'Vera');
  stranger = await person(t, 'Stan');
  base = await listening(t.app);
});
afterAll(() => t.close());

describe('the project setting', () => {
  it('is off by default, set by MANAGER and OWNER through updateProject, kept when not given', async () => {
    const read = 'query ($p: ID!) { project(id: $p) { translatorsSuggest } }';
    expect(
      (await ok<{ project: { translatorsSuggest: boolean } }>(t, viewer.cookies, read, { p: projectId }))
        .project,
    ).toEqual({ translatorsSuggest: false });
    const manager = await member(t, owner.cookies, projectId, 'MANAGER', undefined, 'Mia');
    expect(code(await gql(t, reviewer.cookies, settingMutation, { p: projectId, on: true }))).toBe(
      'FORBIDDEN',
    );
    expect(code(await gql(t, stranger.cookies, settingMutation, { p: projectId, on: true }))).toBe(
      'NOT_FOUND',
    );
    const suggestOnly = 'query ($p: ID!) { project(id: $p) { viewerPermissions { suggestOnly } } }';
    expect(await ok(t, translator.cookies, suggestOnly, { p: projectId })).toEqual({
      project: { viewerPermissions: { suggestOnly: false } },
    });
    const set = await ok<{ updateProject: { translatorsSuggest: boolean } }>(
      t,
      manager.cookies,
      settingMutation,
      {
        p: projectId,
        on: true,
      },
    );
    expect(set.updateProject.translatorsSuggest).toBe(true);
    // A rename without the field keeps the setting.
    const renamed = await ok<{ updateProject: { translatorsSuggest: boolean } }>(
      t,
      owner.cookies,
      settingMutation,
      {
        p: projectId,
        on: null,
      },
    );
    expect(renamed.updateProject.translatorsSuggest).toBe(true);
  });
});

describe('with translators suggesting', () => {
  beforeAll(() => ok(t, owner.cookies, settingMutation, { p: projectId, on: true }));

  it('refuses a translator’s setTranslation with SUGGESTIONS_ONLY, in their own language only', async () => {
    const keyId = await newKey();
    const save = (as: Cookies, language: string) =>
      gql(t, as, setTranslationMutation, { input: { keyId, language, text: 'Hallo', expectedVersion: 0 } });
    expect(code(await save(translator.cookies, 'de'))).toBe('SUGGESTIONS_ONLY');
    expect(code(await save(translator.cookies, 'fr'))).toBe('FORBIDDEN');
    // Reviewers still write directly.
    expect((await save(reviewer.cookies, 'de')).errors).toBeUndefined();
  });

  it('tells the viewer through viewerPermissions.suggestOnly: the translator suggests, the others save', async () => {
    const read = 'query ($p: ID!) { project(id: $p) { viewerPermissions { suggestOnly } } }';
    const suggestOnly = async (as: Cookies) =>
      (await ok<{ project: { viewerPermissions: { suggestOnly: boolean } } }>(t, as, read, { p: projectId }))
        .project.viewerPermissions.suggestOnly;
    expect(await suggestOnly(translator.cookies)).toBe(true);
    expect(await suggestOnly(reviewer.cookies)).toBe(false);
    expect(await suggestOnly(owner.cookies)).toBe(false);
  });

  it('lets a translator suggest in their language, shown with its author; others per role', async () => {
    const keyId = await newKey();
    const stream = await openStream(base, projectId, owner.cookies);
    const made = await suggested(translator.cookies, keyId, 'Warenkorb');
    expect(made).toMatchObject({
      keyId,
      language: 'de',
      text: 'Warenkorb',
      forms: null,
      by: 'Tina Tester',
      byAccountId: translator.accountId,
      status: 'OPEN',
      decidedBy: null,
    });
    const event = await stream.next((candidate) => candidate.event === 'suggestion');
    expect(event.data).toEqual({
      keyId,
      language: 'de',
      suggestionId: made.id,
      status: 'OPEN',
      by: translator.accountId,
    });
    stream.close();

    expect(code(await suggest(frenchTranslator.cookies, keyId, 'Panier', 'de'))).toBe('FORBIDDEN');
    expect(code(await suggest(viewer.cookies, keyId, 'Korb'))).toBe('FORBIDDEN');
    expect(code(await suggest(stranger.cookies, keyId, 'Korb'))).toBe('NOT_FOUND');
    expect(code(await suggest(translator.cookies, keyId, ''))).toBe('BAD_USER_INPUT');
    expect(code(await suggest(translator.cookies, keyId, 'Korb', 'it'))).toBe('BAD_USER_INPUT');

    const group = await keysOf(viewer.cookies);
    const node = group.keys.nodes.find((candidate) => candidate.id === keyId);
    expect(node?.suggestions.map((suggestion) => suggestion.text)).toEqual(['Warenkorb']);
    expect(group.openSuggestions).toContainEqual({
      id: made.id,
      keyId,
      text: 'Warenkorb',
      by: 'Tina Tester',
    });
    // Strangers do not reach the key's suggestions at all.
    const outside = await gql(t, stranger.cookies, keyQuery, { p: projectId, g: groupId, l: 'de' });
    expect(outside.data?.group ?? null).toBeNull();
  });

  it('is accepted by a reviewer as a new version with the author in history; others stay open', async () => {
    const keyId = await newKey();
    const first = await suggested(translator.cookies, keyId, 'Warenkorb');
    const second = await suggested(translator.cookies, keyId, 'Einkaufswagen');
    const stream = await openStream(base, projectId, owner.cookies);

    expect(code(await gql(t, translator.cookies, acceptMutation, { id: first.id, v: 0 }))).toBe('FORBIDDEN');
    expect(code(await gql(t, viewer.cookies, acceptMutation, { id: first.id, v: 0 }))).toBe('FORBIDDEN');
    expect(code(await gql(t, stranger.cookies, acceptMutation, { id: first.id, v: 0 }))).toBe('NOT_FOUND');

    const accepted = await ok<{ acceptSuggestion: { text: string; version: number; state: string } }>(
      t,
      reviewer.cookies,
      acceptMutation,
      { id: first.id, v: 0 },
    );
    expect(accepted.acceptSuggestion).toMatchObject({ text: 'Warenkorb', version: 1, state: 'TRANSLATED' });
    const value = await stream.next((candidate) => candidate.event === 'translation');
    expect(value.data).toMatchObject({
      keyId,
      language: 'de',
      text: 'Warenkorb',
      version: 1,
      by: reviewer.accountId,
    });
    const decided = await stream.next((candidate) => candidate.event === 'suggestion');
    expect(decided.data).toEqual({
      keyId,
      language: 'de',
      suggestionId: first.id,
      status: 'ACCEPTED',
      by: reviewer.accountId,
    });
    stream.close();

    const node = (await keysOf(owner.cookies)).keys.nodes.find((candidate) => candidate.id === keyId);
    expect(node?.history[0]).toMatchObject({ kind: 'value.accepted', by: 'Tina Tester', language: 'de' });
    expect(node?.suggestions.map(({ id, status, decidedBy }) => ({ id, status, decidedBy }))).toEqual([
      { id: first.id, status: 'ACCEPTED', decidedBy: 'Rita Tester' },
      { id: second.id, status: 'OPEN', decidedBy: null },
    ]);
    // Deciding twice is refused; the version check guards the value.
    expect(code(await gql(t, reviewer.cookies, acceptMutation, { id: first.id, v: 1 }))).toBe(
      'BAD_USER_INPUT',
    );
    const stale = await gql(t, reviewer.cookies, acceptMutation, { id: second.id, v: 0 });
    expect(code(stale)).toBe('VERSION_CONFLICT');
    expect(stale.errors?.[0]?.extensions).toMatchObject({ current: { text: 'Warenkorb', version: 1 } });
    const open = await keysOf(owner.cookies, 'de', 'OPEN');
    expect(open.keys.nodes.find((candidate) => candidate.id === keyId)?.suggestions).toHaveLength(1);
    await ok(t, owner.cookies, acceptMutation, { id: second.id, v: 1 });
  });

  it('is rejected by a reviewer (the value stays) and announced', async () => {
    const keyId = await newKey();
    const made = await suggested(translator.cookies, keyId, 'Korb');
    expect(code(await gql(t, translator.cookies, rejectMutation, { id: made.id }))).toBe('FORBIDDEN');
    expect(code(await gql(t, stranger.cookies, rejectMutation, { id: made.id }))).toBe('NOT_FOUND');
    const stream = await openStream(base, projectId, owner.cookies);
    const rejected = await ok<{ rejectSuggestion: SuggestionAnswer }>(t, reviewer.cookies, rejectMutation, {
      id: made.id,
    });
    expect(rejected.rejectSuggestion).toMatchObject({ status: 'REJECTED', decidedBy: 'Rita Tester' });
    const event = await stream.next((candidate) => candidate.event === 'suggestion');
    expect(event.data).toMatchObject({ suggestionId: made.id, status: 'REJECTED', by: reviewer.accountId });
    stream.close();
    expect(code(await gql(t, reviewer.cookies, acceptMutation, { id: made.id, v: 0 }))).toBe(
      'BAD_USER_INPUT',
    );
    const node = (await keysOf(owner.cookies)).keys.nodes.find((candidate) => candidate.id === keyId);
    expect(node?.history.filter((entry) => entry.kind.startsWith('value.'))).toEqual([]);
  });

  it('takes plural forms, and filters keys with open suggestions in a language', async () => {
    const pluralKey = await newKey(true);
    const plural = await ok<{ suggestTranslation: SuggestionAnswer }>(
      t,
      translator.cookies,
      suggestMutation,
      {
        i: {
          keyId: pluralKey,
          language: 'de',
          forms: [
            { category: 'other', text: '{{count}} Artikel' },
            { category: 'one', text: 'Ein Artikel' },
          ],
        },
      },
    );
    expect(plural.suggestTranslation.forms).toEqual([
      { category: 'one', text: 'Ein Artikel' },
      { category: 'other', text: '{{count}} Artikel' },
    ]);
    const filtered = await keysOf(owner.cookies, 'de', null, { hasOpenSuggestionsIn: 'de' });
    expect(filtered.keys.nodes.map((node) => node.id)).toContain(pluralKey);
    expect(filtered.keys.nodes.every((node) => node.suggestions.some((s) => s.status === 'OPEN'))).toBe(true);
    const inFrench = await keysOf(owner.cookies, 'fr', null, { hasOpenSuggestionsIn: 'fr' });
    expect(inFrench.keys.nodes).toEqual([]);
    expect(
      code(
        await gql(t, owner.cookies, keyQuery, {
          p: projectId,
          g: groupId,
          l: 'de',
          f: { hasOpenSuggestionsIn: 'x!' },
        }),
      ),
    ).toBe('BAD_USER_INPUT');
    const accepted = await ok<{ acceptSuggestion: { forms: { category: string }[] } }>(
      t,
      reviewer.cookies,
      acceptMutation,
      {
        id: plural.suggestTranslation.id,
        v: 0,
      },
    );
    expect(accepted.acceptSuggestion.forms.map((form) => form.category)).toEqual(['one', 'other']);
  });
});
