import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileTransport, createSmtpTransport } from '../../src/mail/mail-transport.ts';

const mail = {
  from: 'no-reply@localhost',
  to: 'ada@example.test',
  subject: 'Confirm your Verba account',
  text: 'Hello Ada,\n\nhttp://localhost:3000/confirm?token=abc\n',
  html: '<p>Hello Ada,</p>',
  link: 'http://localhost:3000/confirm?token=abc',
};

describe('the file transport (no SMTP_URL)', () => {
  it('writes an .eml file into the mail directory and logs the link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verba-mail-'));
    const lines: unknown[][] = [];
    const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
    try {
      await createFileTransport(join(dir, 'mail'), log).send(mail);
      const files = readdirSync(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-ada@example\.test\.eml$/);
      const eml = readFileSync(join(dir, 'mail', files[0] ?? ''), 'utf8');
      expect(eml).toContain('To: ada@example.test');
      expect(eml).toContain('Subject: Confirm your Verba account');
      expect(eml).toContain('multipart/alternative');
      expect(String(lines[0]?.[1])).toBe(
        'mail to ada@example.test: Confirm your Verba account http://localhost:3000/confirm?token=abc',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Just enough SMTP to take one message; it offers STARTTLS, which a loopback smtp:// URL must skip.
let server: Server;
let received = '';
let port = 0;
beforeAll(async () => {
  server = createServer((socket) => {
    let data = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      const text = chunk.toString();
      if (data) {
        received += text;
        if (received.includes('\r\n.\r\n')) {
          data = false;
          socket.write('250 queued\r\n');
        }
        return;
      }
      for (const line of text.split('\r\n').filter(Boolean)) {
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO') socket.write('250-sink\r\n250-STARTTLS\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP transport', () => {
  it('sends to a loopback sink over plain smtp:// without TLS or auth', async () => {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    await transport.send(mail);
    transport.close();
    expect(received).toContain('Subject: Confirm your Verba account');
    expect(received).toContain('http://localhost:3000/confirm?token=abc');
    expect(received).toContain('text/html');
  });

  it('rejects when the SMTP server cannot be reached, so the outbox keeps the mail', async () => {
    const transport = createSmtpTransport('smtp://127.0.0.1:1');
    await expect(transport.send(mail)).rejects.toThrow();
    transport.close();
  });
});
