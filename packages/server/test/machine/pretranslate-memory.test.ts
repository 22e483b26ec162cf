import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyWith, memoryProject } from '../aids/memory-client.ts';
import { createKey, gqlWithKey } from '../api-keys/api-key-client.ts';
import { signedInAccount } from '../helpers/accounts.ts';
import { type FakeProvider, fakeProviderEnv, startFakeProvider } from '../helpers/fake-machine-providers.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { type Cookies, ok } from '../workspace/workspace-client.ts';

interface JobAnswer {
  id: string;
  state: string;
  done: number;
  total: number;
  written: number;
  skipped: number;
  error: string | null;
}
const jobFields = 'id state done total written skipped error';
const pretranslateMutation = `mutation ($p: ID!, $i: PretranslateInput!) { pretranslate(projectId: $p, input: $i) { ${jobFields} } }`;

/** A server without machine translation, and one with a fake DeepL. */
let bare: TestApp;
let withMachine: TestApp;
let deepl: FakeProvider;

beforeAll(async () => {
  // A text with DAMAGE in it comes back without its first marker.
  deepl = await startFakeProvider('deepl', {
    translate: (text, to) =>
      text.includes('DAMAGE') ? text.replace(/<x id="\d+"\/>/, '') : `[${to}] ${text}`,
  });
  bare = await createTestApp();
  withMachine = await createTestApp(fakeProviderEnv('deepl', deepl));
});

afterAll(async () => {
  await bare.close();
  await withMachine.close();
  await deepl.close();
});

async function pretranslate(t: TestApp, cookies: Cookies, projectId: string, input: Record<string, unknown>) {
  const { pretranslate: job } = await ok<{ pretranslate: JobAnswer }>(t, cookies, pretranslateMutation, {
    p: projectId,
    i: input,
  });
  await t.app.machineJobs.settled();
  const { job: ended } = await ok<{ job: JobAnswer }>(
    t,
    cookies,
    `query ($id: ID!) { job(id: $id) { ${jobFields} } }`,
    { id: job.id },
  );
  return ended;
}

interface ValueAnswer {
  text: string | null;
  forms: { category: string; text: string }[] | null;
  state: string;
  origin: string | null;
}

async function valuesOf(t: TestApp, cookies: Cookies, projectId: string, groupId: string) {
  const data = await ok<{
    group: { keys: { nodes: { name: string; translations: ValueAnswer[] }[] } };
  }>(
    t,
    cookies,
    `query ($p: ID!, $g: ID!) { group(projectId: $p, id: $g) { keys(first: 100) { nodes {
      name translations(languages: ["fr"]) { text forms { category text } state origin }
    } } } }`,
    { p: projectId, g: groupId },
  );
  return new Map(data.group.keys.nodes.map((node) => [node.name, node.translations[0] as ValueAnswer]));
}

/**
 * The owner's memory (project Admin) and a stranger's project the owner cannot read; the owner's
 * project Shop has keys to fill, one of each kind.
 */
async function scene(t: TestApp) {
  const owner = await signedInAccount(t);
  const admin = await memoryProject(t, owner.cookies, 'Admin');
  for (const [name, en, fr] of [
    ['save', 'Save changes', 'Enregistrer les modifications'],
    ['delete', 'Delete the account', 'Supprimer le compte'],
    ['hello', 'Hello {{name}}, your order has shipped', 'Bonjour {{name}}, votre commande est partie'],
    ['welcome', 'Welcome back to the shop', 'Bon retour dans la boutique'],
    ['close', 'Close', 'Fermer'],
    ['open', 'Open', 'Ouvrir'],
  ] as const) {
    await keyWith(t, owner.cookies, admin.groupId, { name, values: { en, fr } });
  }
  await keyWith(t, owner.cookies, admin.groupId, {
    name: 'files',
    plural: true,
    values: {
      en: { one: 'One file', other: '{{count}} files' },
      fr: { one: 'Un fichier', many: '{{count}} de fichiers', other: '{{count}} fichiers' },
    },
  });
  const stranger = await signedInAccount(t);
  const theirs = await memoryProject(t, stranger.cookies, 'Stranger');
  await keyWith(t, stranger.cookies, theirs.groupId, {
    name: 'signout',
    values: { en: 'Sign out now', fr: 'Se déconnecter maintenant' },
  });

  const shop = await memoryProject(t, owner.cookies, 'Shop');
  const keys: [string, string][] = [
    ['exact', 'Save changes'],
    ['adapted', 'Hello {{user}}, your order has shipped'],
    ['fuzzy', 'Delete the accounts'],
    ['broken', 'Welcome back to the shop, {{name}}'],
    ['foreign', 'Sign out now'],
    ['unknown', 'Nothing like it'],
  ];
  for (const [name, en] of keys) await keyWith(t, owner.cookies, shop.groupId, { name, values: { en } });
  await keyWith(t, owner.cookies, shop.groupId, {
    name: 'plural',
    plural: true,
    values: { en: { one: 'One file', other: '{{count}} files' } },
  });
  // A TRANSLATED and a REVIEWED value whose base text the memory knows: never touched.
  await keyWith(t, owner.cookies, shop.groupId, {
    name: 'translated',
    values: { en: 'Close', fr: 'Clore' },
  });
  await keyWith(t, owner.cookies, shop.groupId, {
    name: 'reviewed',
    values: { en: 'Open', fr: 'Ouvre' },
    reviewed: true,
  });
  return { owner, shop };
}

describe('pretranslate from the translation memory', () => {
  it('MEMORY fills EMPTY values from matches at the bar, origin MEMORY, never below it, nor from a project the starter cannot read', async () => {
    const t = bare;
    const { owner, shop } = await scene(t);
    const job = await pretranslate(t, owner.cookies, shop.projectId, {
      languages: ['fr'],
      source: 'MEMORY',
    });
    // exact, adapted, fuzzy, broken, foreign, unknown, plural are EMPTY: 2 filled at similarity 1.
    expect(job).toMatchObject({ state: 'DONE', total: 7, done: 7, written: 2, skipped: 5, error: null });
    const values = await valuesOf(t, owner.cookies, shop.projectId, shop.groupId);
    expect(values.get('exact')).toMatchObject({
      text: 'Enregistrer les modifications',
      state: 'TRANSLATED',
      origin: 'MEMORY',
    });
    expect(values.get('plural')).toMatchObject({
      forms: [
        { category: 'one', text: 'Un fichier' },
        { category: 'many', text: '{{count}} de fichiers' },
        { category: 'other', text: '{{count}} fichiers' },
      ],
      state: 'TRANSLATED',
      origin: 'MEMORY',
    });
    // Below the default bar of 1.0 (placeholder names count too): not used.
    expect(values.get('adapted')).toMatchObject({ text: null, state: 'EMPTY', origin: null });
    expect(values.get('fuzzy')).toMatchObject({ text: null, state: 'EMPTY', origin: null });
    // The stranger's project is not the owner's memory.
    expect(values.get('foreign')).toMatchObject({ text: null, state: 'EMPTY' });
    expect(values.get('unknown')).toMatchObject({ state: 'EMPTY' });
    expect(values.get('translated')).toMatchObject({ text: 'Clore', state: 'TRANSLATED', origin: 'HUMAN' });
    expect(values.get('reviewed')).toMatchObject({
      text: 'Ouvre',
      state: 'REVIEWED',
      origin: 'HUMAN',
    });
  });

  it('MEMORY with a lower minimum takes a fuzzy match, but never one that would break a placeholder', async () => {
    const t = bare;
    const { owner, shop } = await scene(t);
    const job = await pretranslate(t, owner.cookies, shop.projectId, {
      languages: ['fr'],
      source: 'MEMORY',
      minSimilarity: 0.6,
    });
    expect(job).toMatchObject({ state: 'DONE', total: 7, written: 4 });
    const values = await valuesOf(t, owner.cookies, shop.projectId, shop.groupId);
    expect(values.get('adapted')).toMatchObject({
      text: 'Bonjour {{user}}, votre commande est partie',
      origin: 'MEMORY',
    });
    expect(values.get('fuzzy')).toMatchObject({ text: 'Supprimer le compte', origin: 'MEMORY' });
    // Its best match lacks {{name}}: written, the app would break.
    expect(values.get('broken')).toMatchObject({ text: null, state: 'EMPTY' });
    expect(values.get('translated')).toMatchObject({ text: 'Clore', origin: 'HUMAN' });
  });

  it('MEMORY_THEN_MACHINE asks the provider for what the memory lacks; a damaged answer is never written', async () => {
    const t = withMachine;
    const { owner, shop } = await scene(t);
    await keyWith(t, owner.cookies, shop.groupId, {
      name: 'damaged',
      values: { en: 'DAMAGE {{count}} <0>here</0>' },
    });
    const before = deepl.texts().length;
    const job = await pretranslate(t, owner.cookies, shop.projectId, {
      languages: ['fr'],
      source: 'MEMORY_THEN_MACHINE',
    });
    expect(job).toMatchObject({ state: 'DONE', total: 8, done: 8, written: 7, skipped: 1 });
    const values = await valuesOf(t, owner.cookies, shop.projectId, shop.groupId);
    expect(values.get('exact')).toMatchObject({ text: 'Enregistrer les modifications', origin: 'MEMORY' });
    expect(values.get('fuzzy')).toMatchObject({
      text: '[FR] Delete the accounts',
      state: 'TRANSLATED',
      origin: 'MACHINE',
    });
    expect(values.get('foreign')).toMatchObject({ text: '[FR] Sign out now', origin: 'MACHINE' });
    expect(values.get('damaged')).toMatchObject({ text: null, state: 'EMPTY' });
    expect(values.get('translated')).toMatchObject({ text: 'Clore', origin: 'HUMAN' });
    expect(values.get('reviewed')).toMatchObject({ text: 'Ouvre', state: 'REVIEWED' });
    // What the memory filled never went to the provider.
    const sent = deepl.texts().slice(before);
    expect(sent.some((text) => text.includes('Save changes'))).toBe(false);
    expect(sent.some((text) => text.includes('Delete the accounts'))).toBe(true);
  });

  it('an API key’s memory is its own project: the owner’s other projects do not answer it', async () => {
    const t = bare;
    const { owner, shop } = await scene(t);
    // The shop's own memory: a key translated there.
    await keyWith(t, owner.cookies, shop.groupId, {
      name: 'own',
      values: { en: 'Nothing like it', fr: 'Rien de tel' },
    });
    const { secret } = await createKey(t, owner.cookies, shop.projectId, ['READ', 'WRITE']);
    const started = await gqlWithKey(t, secret, pretranslateMutation, {
      p: shop.projectId,
      i: { languages: ['fr'], source: 'MEMORY' },
    });
    expect(started.errors).toBeUndefined();
    await t.app.machineJobs.settled();
    const values = await valuesOf(t, owner.cookies, shop.projectId, shop.groupId);
    // Admin's "Save changes" is the owner's memory, not the key's.
    expect(values.get('exact')).toMatchObject({ text: null, state: 'EMPTY' });
    expect(values.get('unknown')).toMatchObject({
      text: 'Rien de tel',
      state: 'TRANSLATED',
      origin: 'MEMORY',
    });
  });

  it('MEMORY needs no provider; a machine source without one is refused, with nothing started', async () => {
    const t = bare;
    const { owner, shop } = await scene(t);
    for (const source of ['MACHINE', 'MEMORY_THEN_MACHINE']) {
      const answer = await gql(t, owner.cookies, pretranslateMutation, {
        p: shop.projectId,
        i: { languages: ['fr'], source },
      });
      expect(answer.code, source).toBe('BAD_USER_INPUT');
      expect((answer.errors?.[0]?.extensions as { field?: string } | undefined)?.field).toBe('provider');
    }
    const answer = await gql(t, owner.cookies, pretranslateMutation, {
      p: shop.projectId,
      i: { languages: ['fr'], source: 'MEMORY', minSimilarity: 0.4 },
    });
    expect((answer.errors?.[0]?.extensions as { field?: string } | undefined)?.field).toBe('minSimilarity');
  });
});
