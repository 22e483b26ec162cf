import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTerm, updateTermMutation } from '../glossary/glossary-client.ts';
import { type FakeProvider, fakeProviderEnv, startFakeProvider } from '../helpers/fake-machine-providers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';

// The glossary reaches the providers (aids contract, "Machine translation"): the chat model in its
// instructions, DeepL as a glossary of its own; LibreTranslate takes none.

interface Suggestion {
  provider: string;
  text: string | null;
  error: string | null;
}

const machineQuery = `query ($p: ID!, $g: ID!, $name: String!, $l: String!) {
  group(projectId: $p, id: $g) { keys(filter: { search: $name }, first: 1) { nodes {
    machine(language: $l) { provider text error }
  } } }
}`;

let t: TestApp;
let deepl: FakeProvider;
let libre: FakeProvider;
let chat: FakeProvider;
let serial = 0;

beforeAll(async () => {
  // DeepL's glossaries take English to German, not English to Ukrainian.
  deepl = await startFakeProvider('deepl', {
    glossaryPairs: [
      ['en', 'de'],
      ['de', 'en'],
    ],
  });
  libre = await startFakeProvider('libretranslate');
  chat = await startFakeProvider('openai');
  t = await createTestApp({
    ...fakeProviderEnv('deepl', deepl),
    ...fakeProviderEnv('libretranslate', libre),
    ...fakeProviderEnv('openai', chat),
  });
});

afterAll(async () => {
  await t.close();
  await Promise.all([deepl.close(), libre.close(), chat.close()]);
});

/** A project whose glossary says how to write Workspace and Inbox in German and keeps Verba. */
async function glossaryProject() {
  const { cookies, project, group } = await workspace(t, ['de', 'uk']);
  const workspaceTerm = await createTerm(t, cookies, project.id, {
    term: 'Workspace',
    translations: [{ language: 'de', text: 'Arbeitsbereich', forbidden: ['Arbeitsplatz'] }],
  });
  await createTerm(t, cookies, project.id, { term: 'Verba', doNotTranslate: true });
  await createTerm(t, cookies, project.id, {
    term: 'Inbox',
    translations: [{ language: 'de', text: 'Posteingang' }],
  });
  const ask = async (text: string, language = 'de', as: Cookies = cookies) => {
    const name = `glossary.key${++serial}`;
    const [key] = await createKeys(t, cookies, group.id, [{ name }]);
    await setTranslation(t, cookies, { keyId: key?.id, language: 'en', expectedVersion: 0, text });
    return askAgain(name, language, as);
  };
  const askAgain = async (name: string, language = 'de', as: Cookies = cookies) => {
    const answer = await gql(t, as, machineQuery, { p: project.id, g: group.id, name, l: language });
    expect(answer.errors).toBeUndefined();
    const found = answer.data?.group as { keys: { nodes: { machine: Suggestion[] }[] } };
    return { name, suggestions: found.keys.nodes[0]?.machine ?? [] };
  };
  return { cookies, project, workspaceTerm, ask, askAgain };
}

const created = () => deepl.glossaryCalls.filter((call) => call.method === 'POST');
const systemMessageOf = (body: Record<string, unknown> | undefined) =>
  ((body?.messages ?? []) as { role: string; content: string }[]).find((message) => message.role === 'system')
    ?.content ?? '';

describe('the glossary sent to the providers', () => {
  it('goes to DeepL as one glossary of the pair, created once and passed with each request', async () => {
    const { project, ask } = await glossaryProject();
    const { suggestions } = await ask('Open the Workspace of {{name}} in Verba.');
    const before = created().length;
    expect(before).toBeGreaterThan(0);
    const [post] = created().slice(-1);
    // Every term the glossary has for the pair, the "do not translate" one as itself.
    expect(post?.body).toEqual({
      name: expect.stringContaining(project.id),
      source_lang: 'en',
      target_lang: 'de',
      entries: 'Inbox\tPosteingang\nVerba\tVerba\nWorkspace\tArbeitsbereich',
      entries_format: 'tsv',
    });
    const glossaryId = [...deepl.glossaries.values()].find(
      (glossary) => glossary.name === post?.body?.name,
    )?.glossary_id;
    expect(deepl.requests.at(-1)).toMatchObject({
      source_lang: 'EN',
      target_lang: 'DE',
      glossary_id: glossaryId,
    });
    expect(suggestions[0]).toMatchObject({
      provider: 'deepl',
      text: '[DE] Open the Arbeitsbereich of {{name}} in Verba.',
      error: null,
    });
    // Another text of the same project: the same glossary, not a new one.
    await ask('Your Inbox is empty.');
    expect(created()).toHaveLength(before);
    expect(deepl.requests.at(-1)).toMatchObject({ glossary_id: glossaryId });
  });

  it('tells the chat model only the terms of the texts it sends: translations, kept terms, forbidden variants', async () => {
    const { ask } = await glossaryProject();
    // A text no other test asks: the answer is not in the cache yet.
    await ask('Share the Workspace of {{name}} with Verba.');
    const instructions = systemMessageOf(chat.requests.at(-1));
    expect(instructions).toContain(
      '"Workspace": translate it as "Arbeitsbereich"; never use "Arbeitsplatz".',
    );
    expect(instructions).toContain('"Verba": keep it exactly as written, untranslated.');
    expect(instructions).not.toContain('Inbox');
    expect(instructions).not.toContain('{{');
    const [user] = ((chat.requests.at(-1)?.messages ?? []) as { role: string; content: string }[]).filter(
      (message) => message.role === 'user',
    );
    expect(user?.content).not.toMatch(/\{\{|\$t\(/);
  });

  it('sends LibreTranslate no glossary', async () => {
    const { ask } = await glossaryProject();
    await ask('Open the Workspace in Verba.');
    expect(Object.keys(libre.requests.at(-1) ?? {}).sort()).toEqual(['format', 'q', 'source', 'target']);
  });

  it('sends DeepL no glossary for a pair its glossaries do not take', async () => {
    const { ask } = await glossaryProject();
    const before = deepl.glossaryCalls.filter((call) => call.method !== 'GET').length;
    const { suggestions } = await ask('Open the Workspace in Verba.', 'uk');
    expect(suggestions[0]).toMatchObject({ text: '[UK] Open the Workspace in Verba.', error: null });
    expect(deepl.requests.at(-1)).not.toHaveProperty('glossary_id');
    expect(deepl.glossaryCalls.filter((call) => call.method !== 'GET')).toHaveLength(before);
  });

  it('answers afresh after a glossary change, never from an answer made under the older glossary', async () => {
    const { cookies, project, workspaceTerm, ask, askAgain } = await glossaryProject();
    const projectGlossaries = () =>
      [...deepl.glossaries.values()].filter((glossary) => glossary.name.includes(project.id));
    const { name } = await ask('Open the Workspace now.');
    const plain = await ask('Nothing of the glossary here.');
    const deeplAsked = deepl.requests.length;
    const chatAsked = chat.requests.length;
    const libreAsked = libre.requests.length;
    // Asked again unchanged: every answer from the cache.
    await askAgain(name);
    expect([deepl.requests.length, chat.requests.length]).toEqual([deeplAsked, chatAsked]);
    const [older] = projectGlossaries();
    expect(projectGlossaries()).toHaveLength(1);

    await ok(t, cookies, updateTermMutation, {
      id: workspaceTerm.id,
      v: workspaceTerm.version,
      input: { term: 'Workspace', translations: [{ language: 'de', text: 'Arbeitsraum' }] },
    });
    const { suggestions } = await askAgain(name);
    expect(suggestions[0]?.text).toBe('[DE] Open the Arbeitsraum now.');
    expect([deepl.requests.length, chat.requests.length]).toEqual([deeplAsked + 1, chatAsked + 1]);
    expect(systemMessageOf(chat.requests.at(-1))).toContain('translate it as "Arbeitsraum".');
    // LibreTranslate follows no glossary: its answer stays cached.
    expect(libre.requests.length).toBe(libreAsked);
    // The copy of the older version is gone from DeepL; the newer one is there.
    const [newer] = projectGlossaries();
    expect(projectGlossaries()).toHaveLength(1);
    expect(newer?.glossary_id).not.toBe(older?.glossary_id);
    expect(newer?.entries.get('Workspace')).toBe('Arbeitsraum');
    // A text with none of the glossary's terms keeps its cached answer.
    await askAgain(plain.name);
    expect(deepl.requests.length).toBe(deeplAsked + 1);
  });

  it('makes the glossary again when DeepL lost its copy (another process deleted it)', async () => {
    const { project, ask, askAgain } = await glossaryProject();
    const copies = () =>
      [...deepl.glossaries.values()].filter((glossary) => glossary.name.includes(project.id));
    await ask('Open the Workspace today.');
    const [first] = copies();
    deepl.glossaries.delete(first?.glossary_id ?? '');
    const failed = await ask('Close the Workspace today.');
    expect(failed.suggestions[0]?.error).toBe('DeepL refused the request (HTTP 404).');
    const again = await askAgain(failed.name);
    expect(again.suggestions[0]).toMatchObject({ text: '[DE] Close the Arbeitsbereich today.', error: null });
    expect(copies()).toHaveLength(1);
  });
});
