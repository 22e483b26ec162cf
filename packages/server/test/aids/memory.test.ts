import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, gqlWithKey } from '../api-keys/api-key-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { importFiles } from '../imports/import-client.ts';
import { gql } from '../projects/graphql-client.ts';
import { member } from '../teams/team-client.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';
import { keyWith, type MatchAnswer, memoryProject, memoryQuery } from './memory-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type MemoryAnswer = { group: { keys: { nodes: { name: string; memory: MatchAnswer[] }[] } } };

async function memoryOf(
  cookies: Cookies,
  on: { projectId: string; groupId: string },
  name: string,
  language = 'fr',
  first?: number,
) {
  const data = await ok<MemoryAnswer>(t, cookies, memoryQuery, {
    p: on.projectId,
    g: on.groupId,
    name,
    language,
    first,
  });
  return data.group.keys.nodes.find((node) => node.name === name)?.memory ?? [];
}

describe('Key.memory', () => {
  it('answers exact and fuzzy matches from the viewer’s other projects, best first, reviewed first among equals', async () => {
    const { cookies } = await signedInAccount(t);
    const shop = await memoryProject(t, cookies, 'Shop');
    const admin = await memoryProject(t, cookies, 'Admin');
    await keyWith(t, cookies, admin.groupId, {
      name: 'save.older',
      values: { en: 'Save changes', fr: 'Enregistrer' },
    });
    await keyWith(t, cookies, admin.groupId, {
      name: 'save.reviewed',
      values: { en: 'Save changes', fr: 'Enregistrer les modifications' },
      reviewed: true,
    });
    await keyWith(t, cookies, admin.groupId, {
      name: 'save.newer',
      values: { en: 'Save changes', fr: 'Sauver' },
    });
    await keyWith(t, cookies, admin.groupId, {
      name: 'save.all',
      values: { en: 'Save all changes', fr: 'Tout enregistrer' },
    });
    await keyWith(t, cookies, admin.groupId, {
      name: 'unrelated',
      values: { en: 'Delete account', fr: 'Supprimer' },
    });
    await keyWith(t, cookies, shop.groupId, {
      name: 'form.save',
      values: { en: 'Save changes', fr: 'Garder' },
    });

    const matches = await memoryOf(cookies, shop, 'form.save');
    expect(matches.map((match) => [match.keyName, match.similarity, match.reviewed])).toEqual([
      ['save.reviewed', 1, true],
      ['save.newer', 1, false],
      ['save.older', 1, false],
      ['save.all', expect.any(Number), false],
    ]);
    const fuzzy = matches[3] as MatchAnswer;
    expect(fuzzy.similarity).toBeGreaterThanOrEqual(0.5);
    expect(fuzzy.similarity).toBeLessThan(1);
    expect(matches[0]).toMatchObject({
      source: 'Save changes',
      text: 'Enregistrer les modifications',
      adapted: false,
      projectName: 'Admin',
    });
    // The key's own value is never its own match; `first` limits the answer.
    expect(matches.some((match) => match.text === 'Garder')).toBe(false);
    expect(await memoryOf(cookies, shop, 'form.save', 'fr', 2)).toHaveLength(2);
  });

  it('differs by case or punctuation just below 1, and leaves out outdated, empty and far values', async () => {
    const { cookies } = await signedInAccount(t);
    const one = await memoryProject(t, cookies, 'One');
    const other = await memoryProject(t, cookies, 'Other');
    await keyWith(t, cookies, other.groupId, {
      name: 'shouting',
      values: { en: 'SIGN IN!', fr: 'CONNEXION !' },
    });
    const outdated = await keyWith(t, cookies, other.groupId, {
      name: 'outdated',
      values: { en: 'Sign in', fr: 'Se connecter' },
    });
    // A new base text makes its French outdated, and the memory forgets the old text.
    await ok(
      t,
      cookies,
      'mutation ($input: TranslationInput!) { setTranslation(input: $input) { version } }',
      {
        input: { keyId: outdated, language: 'en', text: 'Sign in now', expectedVersion: 1 },
      },
    );
    await keyWith(t, cookies, other.groupId, { name: 'untranslated', values: { en: 'Sign in' } });
    await keyWith(t, cookies, one.groupId, { name: 'login', values: { en: 'Sign in' } });
    const matches = await memoryOf(cookies, one, 'login');
    expect(matches.map((match) => match.keyName)).toEqual(['shouting']);
    expect(matches[0]?.similarity).toBeGreaterThan(0.99);
    expect(matches[0]?.similarity).toBeLessThan(1);
  });

  it('renames placeholders to the key’s own, and answers plural keys with their forms as JSON', async () => {
    const { cookies } = await signedInAccount(t);
    const mine = await memoryProject(t, cookies, 'Mine');
    const theirs = await memoryProject(t, cookies, 'Theirs');
    await keyWith(t, cookies, theirs.groupId, {
      name: 'files',
      values: {
        en: '{{count}} files were shared with you by {{user}}',
        fr: '{{user}} a partagé {{count}} fichiers',
      },
    });
    await keyWith(t, cookies, theirs.groupId, {
      name: 'items',
      plural: true,
      values: {
        en: { one: 'One item', other: '{{count}} items' },
        fr: { one: 'Un article', other: '{{count}} articles' },
      },
    });
    await keyWith(t, cookies, mine.groupId, {
      name: 'shared',
      values: { en: '{{n}} files were shared with you by {{who}}' },
    });
    await keyWith(t, cookies, mine.groupId, {
      name: 'products',
      plural: true,
      values: { en: { one: 'One item', other: '{{count}} items' } },
    });
    const [adapted] = await memoryOf(cookies, mine, 'shared');
    expect(adapted).toMatchObject({
      source: '{{count}} files were shared with you by {{user}}',
      text: '{{who}} a partagé {{n}} fichiers',
      adapted: true,
    });
    const [plural] = await memoryOf(cookies, mine, 'products');
    expect(plural).toMatchObject({ similarity: 1, source: '{{count}} items', adapted: false });
    expect(JSON.parse(plural?.text ?? '')).toEqual({ one: 'Un article', other: '{{count}} articles' });
  });

  it('holds no text from a project the person cannot read, nor for an API key any but its own project', async () => {
    const owner = await signedInAccount(t);
    const app = await memoryProject(t, owner.cookies, 'App');
    const secret = await memoryProject(t, owner.cookies, 'Secret');
    await keyWith(t, owner.cookies, secret.groupId, {
      name: 'hidden',
      values: { en: 'Welcome back', fr: 'Secret' },
    });
    await keyWith(t, owner.cookies, app.groupId, {
      name: 'shown',
      values: { en: 'Welcome back!', fr: 'Bon retour' },
    });
    await keyWith(t, owner.cookies, app.groupId, { name: 'greeting', values: { en: 'Welcome back' } });
    const stranger = await signedInAccount(t);
    const theirs = await memoryProject(t, stranger.cookies, 'Stranger');
    await keyWith(t, stranger.cookies, theirs.groupId, {
      name: 'alien',
      values: { en: 'Welcome back', fr: 'Étranger' },
    });

    // The owner reads both of their projects, never the stranger's.
    expect((await memoryOf(owner.cookies, app, 'greeting')).map((match) => match.keyName)).toEqual([
      'hidden',
      'shown',
    ]);
    // A translator of App alone does not see Secret, though the same account owns both.
    const translator = await member(t, owner.cookies, app.projectId, 'TRANSLATOR', ['fr']);
    expect((await memoryOf(translator.cookies, app, 'greeting')).map((match) => match.keyName)).toEqual([
      'shown',
    ]);
    // An API key of App sees App only.
    const { secret: apiKey } = await createKey(t, owner.cookies, app.projectId, ['READ']);
    const byKey = await gqlWithKey(t, apiKey, memoryQuery, {
      p: app.projectId,
      g: app.groupId,
      name: 'greeting',
      language: 'fr',
    });
    expect(byKey.errors).toBeUndefined();
    const nodes = (byKey.data as MemoryAnswer).group.keys.nodes;
    expect(nodes[0]?.memory.map((match) => match.keyName)).toEqual(['shown']);
    // The stranger cannot ask for the owner's key at all.
    const denied = await gql(t, stranger.cookies, memoryQuery, {
      p: app.projectId,
      g: app.groupId,
      name: 'greeting',
      language: 'fr',
    });
    expect(denied.data?.group ?? null).toBeNull();
    expect(JSON.stringify(denied)).not.toMatch(/Bon retour|Secret/);
  });

  it('is kept current by imports: new keys and changed base texts of existing ones', async () => {
    const { cookies } = await signedInAccount(t);
    const asking = await memoryProject(t, cookies, 'Asking');
    const imported = await memoryProject(t, cookies, 'Imported');
    await keyWith(t, cookies, imported.groupId, {
      name: 'old',
      values: { en: 'Nothing alike', fr: 'Ancien' },
    });
    await importFiles(t, cookies, imported.projectId, {
      'locales/en/common.json': JSON.stringify({
        old: 'Your order has shipped',
        fresh: 'Your order has shipped today',
      }),
      'locales/fr/common.json': JSON.stringify({
        old: 'Votre commande est partie',
        fresh: 'Partie aujourd’hui',
      }),
    });
    await keyWith(t, cookies, asking.groupId, { name: 'shipped', values: { en: 'Your order has shipped' } });
    const matches = await memoryOf(cookies, asking, 'shipped');
    expect(matches.map((match) => [match.keyName, match.text])).toEqual([
      ['old', 'Votre commande est partie'],
      ['fresh', 'Partie aujourd’hui'],
    ]);
  });

  it('refuses first outside 1..20 and a tag that is not one', async () => {
    const { cookies } = await signedInAccount(t);
    const on = await memoryProject(t, cookies, 'Limits');
    await keyWith(t, cookies, on.groupId, { name: 'k', values: { en: 'Text' } });
    for (const [first, language] of [
      [0, 'fr'],
      [21, 'fr'],
      [5, 'not a tag!'],
    ] as const) {
      const answer = await gql(t, cookies, memoryQuery, {
        p: on.projectId,
        g: on.groupId,
        name: 'k',
        language,
        first,
      });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer.errors)).toBe('BAD_USER_INPUT');
    }
  });
});
