import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machineUsage } from '../../src/db/schema.ts';
import { usageMonth } from '../../src/machine/machine-usage.ts';
import { type FakeProvider, fakeProviderEnv, startFakeProvider } from '../helpers/fake-machine-providers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';

interface Suggestion {
  provider: string;
  text: string | null;
  issues: { code: string }[];
  error: string | null;
}

const machineQuery = `query ($p: ID!, $g: ID!, $name: String!, $l: String!) {
  group(projectId: $p, id: $g) { keys(filter: { search: $name }, first: 1) { nodes {
    machine(language: $l) { provider text issues { code message } error }
  } } }
}`;

let t: TestApp;
let deepl: FakeProvider;
let libre: FakeProvider;
let chat: FakeProvider;
let serial = 0;

beforeAll(async () => {
  // DeepL keeps markers; LibreTranslate loses the first one; the chat model is too slow for a cell.
  deepl = await startFakeProvider('deepl');
  libre = await startFakeProvider('libretranslate', {
    translate: (text) => text.replace(/<span translate="no">\d+<\/span>/, ''),
  });
  chat = await startFakeProvider('openai', { delayMs: 8000 });
  t = await createTestApp(
    {
      ...fakeProviderEnv('deepl', deepl),
      ...fakeProviderEnv('libretranslate', libre),
      ...fakeProviderEnv('openai', chat),
    },
    { machineTimeoutMs: 2500 },
  );
});

afterAll(async () => {
  await t.close();
  await Promise.all([deepl.close(), libre.close(), chat.close()]);
});

async function keyWithBase(
  base: { text?: string; forms?: { category: string; text: string }[] },
  plural = false,
) {
  const { cookies, project, group } = await workspace(t, ['de', 'ru']);
  const name = `machine.key${++serial}`;
  const [key] = await createKeys(t, cookies, group.id, [{ name, plural }]);
  if (base.text || base.forms) {
    await setTranslation(t, cookies, { keyId: key?.id, language: 'en', expectedVersion: 0, ...base });
  }
  const ask = (language: string, as: Cookies = cookies) =>
    gql(t, as, machineQuery, { p: project.id, g: group.id, name, l: language });
  return { cookies, project, ask };
}

const suggestionsOf = (answer: Awaited<ReturnType<typeof gql>>): Suggestion[] => {
  const group = answer.data?.group as { keys: { nodes: { machine: Suggestion[] }[] } } | null | undefined;
  return group?.keys.nodes[0]?.machine ?? [];
};

describe('Key.machine', () => {
  it('lists the configured providers, in order', async () => {
    const { cookies, project } = await workspace(t);
    const data = await ok<{ project: { machineProviders: string[] } }>(
      t,
      cookies,
      'query ($p: ID!) { project(id: $p) { machineProviders } }',
      { p: project.id },
    );
    expect(data.project.machineProviders).toEqual(['deepl', 'libretranslate', 'openai']);
  });

  it('answers one suggestion per provider: placeholders kept, a dropped marker reported, a slow provider an error', async () => {
    const { ask } = await keyWithBase({ text: 'Hello {{name}}, open <0>$t(common:inbox)</0>.' });
    const answer = await ask('de');
    expect(answer.errors).toBeUndefined();
    const [byDeepl, byLibre, byChat] = suggestionsOf(answer);
    expect(byDeepl).toEqual({
      provider: 'deepl',
      text: '[DE] Hello {{name}}, open <0>$t(common:inbox)</0>.',
      issues: [],
      error: null,
    });
    expect(byLibre?.text).toBe('Hello , open <0>$t(common:inbox)</0>.');
    expect(byLibre?.issues.map((issue) => issue.code)).toEqual(['PLACEHOLDER_MISSING']);
    expect(byChat).toMatchObject({
      provider: 'openai',
      text: null,
      issues: [],
      error: 'The chat model did not answer in time.',
    });
    for (const fake of [deepl, libre, chat]) {
      for (const text of fake.texts()) expect(text).not.toMatch(/\{\{|\$t\(/);
    }
  });

  it('answers a cell asked again from the cache: no call, no characters', async () => {
    const { cookies, ask } = await keyWithBase({ text: `Cached ${++serial} {{n}}` });
    const before = deepl.requests.length;
    await ask('de');
    expect(deepl.requests.length).toBe(before + 1);
    const used = await ok<{ viewer: { machineCharacters: { used: number; limit: number } } }>(
      t,
      cookies,
      '{ viewer { machineCharacters { used limit } } }',
    );
    const again = suggestionsOf(await ask('de'));
    expect(deepl.requests.length).toBe(before + 1);
    expect(again[0]?.text).toMatch(/^\[DE\] Cached \d+ \{\{n\}\}$/);
    expect(again[1]?.issues.map((issue) => issue.code)).toContain('PLACEHOLDER_MISSING');
    const after = await ok<{ viewer: { machineCharacters: { used: number; limit: number } } }>(
      t,
      cookies,
      '{ viewer { machineCharacters { used limit } } }',
    );
    expect(after.viewer.machineCharacters).toEqual(used.viewer.machineCharacters);
    expect(used.viewer.machineCharacters.limit).toBe(20_000);
  });

  it('translates each plural category from the same base form, or the base other form', async () => {
    const { ask } = await keyWithBase(
      {
        forms: [
          { category: 'one', text: 'One file' },
          { category: 'other', text: '{{count}} files' },
        ],
      },
      true,
    );
    const [byDeepl] = suggestionsOf(await ask('ru'));
    expect(JSON.parse(byDeepl?.text ?? '{}')).toEqual({
      one: '[RU] One file',
      few: '[RU] {{count}} files',
      many: '[RU] {{count}} files',
      other: '[RU] {{count}} files',
    });
    expect(byDeepl?.issues).toEqual([]);
  });

  it('counts characters per project owner and makes no call past the plan limit: PLAN_LIMIT_REACHED', async () => {
    const text = `Over the limit ${++serial}`;
    const { cookies, ask } = await keyWithBase({ text });
    const { viewer } = await ok<{ viewer: { id: string } }>(t, cookies, '{ viewer { id } }');
    await t.database.db
      .insert(machineUsage)
      .values({ accountId: viewer.id, month: usageMonth(new Date()), characters: 20_000 - text.length + 1 });
    const before = deepl.requests.length + libre.requests.length;
    const answer = await ask('de');
    expect(answer.code).toBe('PLAN_LIMIT_REACHED');
    const suggestions = suggestionsOf(answer);
    expect(suggestions.map((suggestion) => [suggestion.text, suggestion.error !== null])).toEqual([
      [null, true],
      [null, true],
      [null, true],
    ]);
    expect(suggestions[0]?.error).toMatch(/20000 machine translation characters a month/);
    expect(deepl.requests.length + libre.requests.length).toBe(before);
    const usage = await ok<{ viewer: { machineCharacters: { used: number } } }>(
      t,
      cookies,
      '{ viewer { machineCharacters { used } } }',
    );
    expect(usage.viewer.machineCharacters.used).toBe(20_000 - text.length + 1);
  });

  it('says an empty base has nothing to translate, without a call', async () => {
    const { ask } = await keyWithBase({});
    const before = deepl.requests.length;
    const [byDeepl] = suggestionsOf(await ask('de'));
    expect(byDeepl).toMatchObject({
      text: null,
      error: 'The base text is empty: there is nothing to translate.',
    });
    expect(deepl.requests.length).toBe(before);
  });

  it('refuses the base language and a language the project lacks', async () => {
    const { ask } = await keyWithBase({ text: 'Hi' });
    expect((await ask('en')).code).toBe('BAD_USER_INPUT');
    expect((await ask('fr')).code).toBe('BAD_USER_INPUT');
  });

  it('costs a machine call per key: a page of keys asking for suggestions is refused', async () => {
    const { cookies, project } = await keyWithBase({ text: 'Hi' });
    const answer = await gql(
      t,
      cookies,
      'query ($p: ID!) { project(id: $p) { groups { keys(first: 100) { nodes { machine(language: "de") { text } } } } } }',
      { p: project.id },
    );
    expect(answer.code).toBe('BAD_USER_INPUT');
  });
});

describe('without providers', () => {
  it('lists none, and a cell gets no suggestion', async () => {
    const bare = await createTestApp();
    try {
      const { cookies, project, group } = await workspace(bare, ['de']);
      await createKeys(bare, cookies, group.id, [{ name: 'hello' }]);
      const data = await ok<{ project: { machineProviders: string[] } }>(
        bare,
        cookies,
        'query ($p: ID!) { project(id: $p) { machineProviders } }',
        { p: project.id },
      );
      expect(data.project.machineProviders).toEqual([]);
      const answer = await gql(bare, cookies, machineQuery, {
        p: project.id,
        g: group.id,
        name: 'hello',
        l: 'de',
      });
      expect(suggestionsOf(answer)).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
