import { createHmac, timingSafeEqual } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/**
 * How a receiver checks a delivery, exactly as the README tells one to: the HMAC of
 * `timestamp.body` with the secret, compared in constant time, and a timestamp at most 5 minutes old.
 */
export function verifyVerbaSignature(
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: string,
  nowSeconds = Date.now() / 1000,
): boolean {
  const timestamp = String(headers['x-verba-timestamp']);
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`,
  );
  const given = Buffer.from(String(headers['x-verba-signature']));
  const fresh = Math.abs(nowSeconds - Number(timestamp)) <= 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

/** A real HTTP server on 127.0.0.1 that records each request and answers as `answer` says. */
export async function startReceiver(
  answer: (received: Received, response: ServerResponse) => void = (_, response) => response.end('ok'),
) {
  const received: Received[] = [];
  const arrivals = new EventEmitter();
  let respond = answer;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      };
      received.push(entry);
      arrivals.emit('request');
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    port,
    received,
    /** Settles once `count` requests in all have come. */
    async waitFor(count: number): Promise<void> {
      while (received.length < count) await once(arrivals, 'request');
    },
    answerWith(next: typeof answer) {
      respond = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;
