import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeKind = 'deepl' | 'libretranslate' | 'openai';

export interface FakeBehaviour {
  /** The "translation" of one marked text; by default `[to] ` before it (ends and edges kept, so no check warns). */
  translate?: (text: string, to: string) => string;
  /** Answers this many requests with 429 (Retry-After: 0) before serving. */
  tooManyFirst?: number;
  /** Holds every request this long before answering. */
  delayMs?: number;
  /** Runs before each answer (a person saving while a job waits for the provider). */
  beforeAnswer?: (texts: string[]) => Promise<void>;
  /** DeepL: the language pairs its glossaries take (`GET /v2/glossary-language-pairs`), lower case. */
  glossaryPairs?: [string, string][];
}

/** A glossary the fake DeepL holds, as `POST /v2/glossaries` made it. */
export interface FakeGlossary {
  glossary_id: string;
  name: string;
  ready: boolean;
  source_lang: string;
  target_lang: string;
  creation_time: string;
  entry_count: number;
  /** Source to target, from the TSV entries. */
  entries: Map<string, string>;
}

/** One call to the fake DeepL's glossary endpoints. */
export interface GlossaryCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export interface FakeProvider {
  url: string;
  /** Every translation request body received, parsed. */
  requests: Record<string, unknown>[];
  /** DeepL: the glossaries it holds, by id, and every call to its glossary endpoints. */
  glossaries: Map<string, FakeGlossary>;
  glossaryCalls: GlossaryCall[];
  /** Every text received, as the provider saw it. */
  texts(): string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
};

const send = (
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) => {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
};

/** The texts of a request in each provider's documented shape. */
function textsOf(kind: FakeKind, body: Record<string, unknown>): string[] {
  if (kind === 'deepl') return body.text as string[];
  if (kind === 'libretranslate') return body.q as string[];
  const messages = body.messages as { role: string; content: string }[];
  return JSON.parse(messages.find((message) => message.role === 'user')?.content ?? '[]') as string[];
}

/** The documented answer of each provider for these translations. */
function answerOf(kind: FakeKind, translations: string[]): unknown {
  if (kind === 'deepl')
    return { translations: translations.map((text) => ({ detected_source_language: 'EN', text })) };
  if (kind === 'libretranslate') return { translatedText: translations };
  return { choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(translations) } }] };
}

// DeepL's glossary languages (its documented list); every pair of two of them is taken.
const glossaryLanguages = [
  'da',
  'de',
  'en',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'zh',
];
const allPairs = glossaryLanguages.flatMap((source) =>
  glossaryLanguages.filter((target) => target !== source).map((target): [string, string] => [source, target]),
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Uses a glossary's entries the way DeepL does: each source phrase, as a word, becomes its target. */
const applyGlossary = (text: string, glossary: FakeGlossary | undefined) =>
  [...(glossary?.entries ?? [])].reduce(
    (result, [source, target]) => result.replace(new RegExp(`\\b${escapeRegExp(source)}\\b`, 'g'), target),
    text,
  );

/** DeepL's glossary endpoints, as documented for v2 (one language pair a glossary). */
function glossaryEndpoints(
  glossaries: Map<string, FakeGlossary>,
  pairs: [string, string][],
  method: string,
  path: string,
  body: Record<string, unknown> | null,
): { status: number; body?: unknown } {
  if (method === 'GET' && path === '/v2/glossary-language-pairs') {
    return {
      status: 200,
      body: {
        supported_languages: pairs.map(([source_lang, target_lang]) => ({ source_lang, target_lang })),
      },
    };
  }
  const view = ({ entries: _, ...glossary }: FakeGlossary) => glossary;
  if (method === 'GET' && path === '/v2/glossaries') {
    return { status: 200, body: { glossaries: [...glossaries.values()].map(view) } };
  }
  if (method === 'POST' && path === '/v2/glossaries') {
    const { name, source_lang, target_lang, entries, entries_format } = body ?? {};
    const lines = typeof entries === 'string' ? entries.split('\n').filter((line) => line !== '') : [];
    const rows = lines.map((line) => line.split('\t'));
    const valid =
      typeof name === 'string' &&
      typeof source_lang === 'string' &&
      typeof target_lang === 'string' &&
      entries_format === 'tsv' &&
      rows.length > 0 &&
      rows.every(
        (fields) => fields.length === 2 && fields.every((field) => field !== '' && field.trim() === field),
      ) &&
      new Set(rows.map(([source]) => source)).size === rows.length &&
      pairs.some(([from, to]) => from === source_lang && to === target_lang);
    if (!valid) return { status: 400, body: { message: 'Invalid glossary entries provided' } };
    const glossary: FakeGlossary = {
      glossary_id: randomUUID(),
      name: name as string,
      ready: true,
      source_lang: source_lang as string,
      target_lang: target_lang as string,
      creation_time: new Date().toISOString(),
      entry_count: rows.length,
      entries: new Map(rows.map(([source, target]) => [source as string, target as string])),
    };
    glossaries.set(glossary.glossary_id, glossary);
    return { status: 201, body: view(glossary) };
  }
  const id = /^\/v2\/glossaries\/([^/]+)$/.exec(path)?.[1];
  if (method === 'DELETE' && id) {
    return glossaries.delete(id) ? { status: 204 } : { status: 404, body: { message: 'Glossary not found' } };
  }
  return { status: 404, body: { message: 'Not found' } };
}

const paths: Record<FakeKind, string> = {
  deepl: '/v2/translate',
  libretranslate: '/translate',
  openai: '/v1/chat/completions',
};

/** A local server that answers like one provider's documented API (none is reachable from tests). */
export async function startFakeProvider(
  kind: FakeKind,
  behaviour: FakeBehaviour = {},
): Promise<FakeProvider> {
  const requests: Record<string, unknown>[] = [];
  const glossaries = new Map<string, FakeGlossary>();
  const glossaryCalls: GlossaryCall[] = [];
  let refusalsLeft = behaviour.tooManyFirst ?? 0;
  const translate = behaviour.translate ?? ((text: string, to: string) => `[${to}] ${text}`);
  const server = createServer(async (request, response) => {
    const method = request.method ?? '';
    const path = request.url ?? '';
    if (kind === 'deepl' && path.startsWith('/v2/glossar')) {
      const body = await readBody(request);
      glossaryCalls.push({ method, path, body });
      if (request.headers.authorization !== 'DeepL-Auth-Key test-key') {
        return send(response, 403, { message: 'Wrong key' });
      }
      const answer = glossaryEndpoints(glossaries, behaviour.glossaryPairs ?? allPairs, method, path, body);
      if (answer.body === undefined) {
        response.writeHead(answer.status);
        return response.end();
      }
      return send(response, answer.status, answer.body);
    }
    if (method !== 'POST' || path !== paths[kind]) return send(response, 404, { error: 'Not found' });
    const body = (await readBody(request)) ?? {};
    requests.push(body);
    if (kind === 'deepl' && request.headers.authorization !== 'DeepL-Auth-Key test-key') {
      return send(response, 403, { message: 'Wrong key' });
    }
    const glossary =
      kind === 'deepl' && body.glossary_id ? glossaries.get(String(body.glossary_id)) : undefined;
    if (kind === 'deepl' && body.glossary_id && !glossary) {
      return send(response, 404, { message: 'Glossary not found' });
    }
    // DeepL: a glossary needs the source language named, and its pair to match the request's.
    const target = String(body.target_lang ?? '')
      .split('-')[0]
      ?.toLowerCase();
    if (
      glossary &&
      (String(body.source_lang ?? '').toLowerCase() !== glossary.source_lang ||
        target !== glossary.target_lang)
    ) {
      return send(response, 400, { message: "Glossary doesn't match the language pair" });
    }
    if (refusalsLeft > 0) {
      refusalsLeft--;
      return send(response, 429, { message: 'Too many requests' }, { 'retry-after': '0' });
    }
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    await behaviour.beforeAnswer?.(textsOf(kind, body));
    if (response.destroyed) return;
    const to = String(kind === 'deepl' ? body.target_lang : kind === 'libretranslate' ? body.target : 'xx');
    send(
      response,
      200,
      answerOf(
        kind,
        textsOf(kind, body).map((text) => translate(applyGlossary(text, glossary), to)),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: kind === 'openai' ? `${base}/v1` : base,
    requests,
    glossaries,
    glossaryCalls,
    texts: () => requests.flatMap((body) => textsOf(kind, body)),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The env variables that point Verba at a fake provider. */
export function fakeProviderEnv(kind: FakeKind, fake: FakeProvider): Record<string, string> {
  if (kind === 'deepl') return { MT_DEEPL_KEY: 'test-key', MT_DEEPL_URL: fake.url };
  if (kind === 'libretranslate') return { MT_LIBRETRANSLATE_URL: fake.url };
  return { MT_OPENAI_URL: fake.url, MT_OPENAI_MODEL: 'test-model' };
}
