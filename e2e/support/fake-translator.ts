import { createServer, type Server } from 'node:http';

// A LibreTranslate stand-in for the e2e server (no provider is reachable from here): it answers
// `[target] text` per text, and refuses any request that carries `{{` or `$t(`, so a placeholder
// that ever reached a provider would show as a failed suggestion.

export const FAKE_TRANSLATOR_PORT = Number(process.env.E2E_PORT ?? 3210) + 7;

export function startFakeTranslator(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method !== 'POST' || request.url !== '/translate') return reply(404, { error: 'Not found' });
    if (raw.includes('{{') || raw.includes('$t('))
      return reply(400, { error: 'A placeholder reached the provider' });
    const body = JSON.parse(raw) as { q: string[]; target: string };
    reply(200, { translatedText: body.q.map((text) => `[${body.target}] ${text}`) });
  });
  return new Promise((resolve) => server.listen(FAKE_TRANSLATOR_PORT, '127.0.0.1', () => resolve(server)));
}
