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
}

export interface FakeProvider {
  url: string;
  /** Every request body received, parsed. */
  requests: Record<string, unknown>[];
  /** Every text received, as the provider saw it. */
  texts(): string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
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
  let refusalsLeft = behaviour.tooManyFirst ?? 0;
  const translate = behaviour.translate ?? ((text: string, to: string) => `[${to}] ${text}`);
  const server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== paths[kind])
      return send(response, 404, { error: 'Not found' });
    const body = await readBody(request);
    requests.push(body);
    if (kind === 'deepl' && request.headers.authorization !== 'DeepL-Auth-Key test-key') {
      return send(response, 403, { message: 'Wrong key' });
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
        textsOf(kind, body).map((text) => translate(text, to)),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    url: kind === 'openai' ? `${base}/v1` : base,
    requests,
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
