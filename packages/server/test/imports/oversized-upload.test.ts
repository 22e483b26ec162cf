import { connect } from 'node:net';
import { IMPORT_UPLOAD_BYTES } from '@verba/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createProject } from '../projects/graphql-client.ts';

let t: TestApp;
let port: number;
let cookie: string;
let projectId: string;

beforeAll(async () => {
  // Room in the write budget for both uploads; the drain's bound lowered to keep the test small.
  t = await createTestApp(
    {},
    {
      writeLimit: { points: 1_000_000, windowMs: 60_000 },
      unreadBody: { maxBytes: 4 * IMPORT_UPLOAD_BYTES, maxMs: 30_000 },
    },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  const { cookies } = await signedInAccount(t);
  cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
  projectId = (await createProject(t, cookies, 'Website', 'en')).id;
});
afterAll(() => t?.close());

interface Outcome {
  response: string;
  /** The socket error the client met, if any (EPIPE, ECONNRESET): the broken pipe of the issue. */
  error: string | undefined;
  /** Body bytes handed to the socket before it closed. */
  sent: number;
}

/**
 * Sends a whole upload of `bytes` as a plain HTTP client does (the body written to its end, then
 * the answer read), over a real socket: inject never meets a closed connection.
 */
function upload(bytes: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let sent = 0;
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (failure: NodeJS.ErrnoException) => {
      error ??= failure.code ?? failure.message;
    });
    socket.on('close', () => resolve({ response: Buffer.concat(chunks).toString('latin1'), error, sent }));
    socket.write(
      `POST /api/projects/${projectId}/imports HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Content-Type: application/zip\r\nContent-Length: ${bytes}\r\nCookie: ${cookie}\r\n\r\n`,
    );
    const chunk = Buffer.alloc(256 * 1024, 0x61);
    const more = () => {
      while (sent < bytes && !socket.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        sent += part.length;
        if (!socket.write(part)) return void socket.once('drain', more);
      }
    };
    more();
  });
}

describe('an upload over 50 MiB, over a real socket', { timeout: 60_000 }, () => {
  it('is answered 413 with Connection: close, which the client reads whole, not a broken pipe', async () => {
    const { response, error } = await upload(IMPORT_UPLOAD_BYTES + 1024 * 1024);
    expect(error).toBeUndefined();
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response).toMatch(/\r\nconnection: close\r\n/i);
    expect(response).toContain('"code":"PAYLOAD_TOO_LARGE"');
  });

  it('reads a refused body only up to its bound, then closes the connection', async () => {
    const { response, sent, error } = await upload(8 * IMPORT_UPLOAD_BYTES);
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(error).toBeDefined();
    expect(sent).toBeLessThan(8 * IMPORT_UPLOAD_BYTES);
  });
});
