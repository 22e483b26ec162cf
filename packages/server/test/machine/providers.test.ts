import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/env.ts';
import { configuredProviders } from '../../src/machine/machine-providers.ts';
import { translateProtected } from '../../src/machine/machine-translate.ts';
import type { MachineProvider } from '../../src/machine/provider.ts';
import type { HttpPolicy } from '../../src/machine/provider-http.ts';
import {
  type FakeKind,
  type FakeProvider,
  fakeProviderEnv,
  startFakeProvider,
} from '../helpers/fake-machine-providers.ts';

const KINDS: FakeKind[] = ['deepl', 'libretranslate', 'openai'];
// An attempt's own timeout stays long: on a loaded machine a slow answer would be retried and counted twice.
const quick: HttpPolicy = { attemptTimeoutMs: 5000, retries: 2, backoffMs: 10 };
const markerOf: Record<FakeKind, RegExp> = {
  deepl: /<x id="\d+"\/>/,
  libretranslate: /<span translate="no">\d+<\/span>/,
  openai: /⟦\d+⟧/,
};

const fakes: FakeProvider[] = [];
afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.close()));
});

async function providerFor(kind: FakeKind, behaviour: Parameters<typeof startFakeProvider>[1] = {}) {
  const fake = await startFakeProvider(kind, behaviour);
  fakes.push(fake);
  const [provider] = configuredProviders(loadEnv(fakeProviderEnv(kind, fake)), quick);
  return { fake, provider: provider as MachineProvider };
}

const sources = [
  'Hello {{name}}, you have {{count, number}} <0>new</0> messages.',
  'See $t(common:help) or {{- link}} <1/> & more < less',
  'Plain text',
];
const signal = () => AbortSignal.timeout(5000);

describe.each(KINDS)('the %s adapter', (kind) => {
  it('sends the documented request, never `{{` or `$t(`, and puts every placeholder back', async () => {
    const { fake, provider } = await providerFor(kind);
    const answers = await translateProtected(provider, sources, { from: 'en', to: 'de' }, signal());
    expect(answers.map((answer) => answer.issues)).toEqual([[], [], []]);
    expect(answers[0]?.text).toMatch(
      /^\[\w+\] Hello \{\{name\}\}, you have \{\{count, number\}\} <0>new<\/0> messages\.$/,
    );
    expect(answers[1]?.text).toContain('See $t(common:help) or {{- link}} <1/> & more < less');
    for (const text of fake.texts()) {
      expect(text).not.toContain('{{');
      expect(text).not.toContain('$t(');
    }
    expect(fake.texts()[0]).toMatch(markerOf[kind]);
    const [body] = fake.requests;
    if (kind === 'deepl') {
      expect(body).toMatchObject({
        source_lang: 'EN',
        target_lang: 'DE',
        tag_handling: 'xml',
        ignore_tags: ['x'],
      });
    } else if (kind === 'libretranslate') {
      expect(body).toMatchObject({ source: 'en', target: 'de', format: 'html' });
    } else {
      expect(body).toMatchObject({ model: 'test-model', messages: [{ role: 'system' }, { role: 'user' }] });
    }
  });

  it('reports a marker the provider dropped as PLACEHOLDER_MISSING and never repairs it', async () => {
    // The first marker goes missing, as a careless engine drops a tag.
    const { provider } = await providerFor(kind, { translate: (text) => text.replace(markerOf[kind], '') });
    const [answer] = await translateProtected(
      provider,
      ['Hi {{name}} and {{other}}'],
      { from: 'en', to: 'de' },
      signal(),
    );
    expect(answer?.text).toBe('Hi  and {{other}}');
    expect(answer?.issues.map((issue) => issue.code)).toEqual(['PLACEHOLDER_MISSING']);
  });

  it('retries a 429 with backoff, then succeeds', async () => {
    const { fake, provider } = await providerFor(kind, { tooManyFirst: 1 });
    const [answer] = await translateProtected(provider, ['Hi {{name}}'], { from: 'en', to: 'de' }, signal());
    expect(answer?.issues).toEqual([]);
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up on a provider that does not answer in time, with a plain message', async () => {
    const { provider } = await providerFor(kind, { delayMs: 2000 });
    await expect(
      translateProtected(provider, ['Hi'], { from: 'en', to: 'de' }, AbortSignal.timeout(700)),
    ).rejects.toThrow(/did not answer in time\.$/);
  });

  it('sends at most 50 texts a request', async () => {
    const { fake, provider } = await providerFor(kind);
    const many = Array.from({ length: 120 }, (_, index) => `Text ${index} {{n}}`);
    const answers = await translateProtected(provider, many, { from: 'en', to: 'fr' }, signal());
    expect(answers).toHaveLength(120);
    expect(answers.every((answer) => answer.issues.length === 0)).toBe(true);
    expect(fake.requests.map((body) => textsCount(kind, body))).toEqual([50, 50, 20]);
  });
});

const textsCount = (kind: FakeKind, body: Record<string, unknown>) =>
  kind === 'deepl'
    ? (body.text as string[]).length
    : kind === 'libretranslate'
      ? (body.q as string[]).length
      : (JSON.parse((body.messages as { content: string }[])[1]?.content ?? '[]') as string[]).length;

describe('provider configuration', () => {
  it('lists only the providers whose variables are set, in order', () => {
    expect(configuredProviders(loadEnv({})).map((provider) => provider.name)).toEqual([]);
    const env = loadEnv({
      MT_OPENAI_URL: 'http://127.0.0.1:1/v1',
      MT_OPENAI_MODEL: 'llama',
      MT_DEEPL_KEY: 'k',
      MT_LIBRETRANSLATE_URL: 'http://127.0.0.1:1',
    });
    expect(configuredProviders(env).map((provider) => provider.name)).toEqual([
      'deepl',
      'libretranslate',
      'openai',
    ]);
    expect(env.MT_DEEPL_URL).toBe('https://api-free.deepl.com');
  });

  it('refuses a base URL that is not http(s), without echoing a key', () => {
    expect(() => loadEnv({ MT_LIBRETRANSLATE_URL: 'ftp://x' })).toThrow(/MT_LIBRETRANSLATE_URL/);
  });

  it('names a refused request without its body', async () => {
    const fake = await startFakeProvider('deepl');
    fakes.push(fake);
    const [provider] = configuredProviders(loadEnv({ MT_DEEPL_KEY: 'wrong', MT_DEEPL_URL: fake.url }), quick);
    await expect(
      translateProtected(provider as MachineProvider, ['Hi'], { from: 'en', to: 'de' }, signal()),
    ).rejects.toThrow('DeepL refused the request (HTTP 403).');
  });
});
