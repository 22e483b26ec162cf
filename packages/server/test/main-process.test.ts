import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, withMadeDatabase } from './helpers/server-process.ts';

let dataDir: string;
const started: ServerProcess[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'verba-data-'));
});
afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>): ServerProcess {
  const server = spawnServer({ DATA_DIR: dataDir, ...env });
  started.push(server);
  return server;
}

/** One line on stderr, no stack trace. */
function expectOneLineFailure(output: string, pattern: RegExp) {
  expect(output).toMatch(pattern);
  expect(output).not.toMatch(/\n\s+at /);
  expect(output.trim().split('\n')).toHaveLength(1);
}

// Each test starts real server processes on PGlite (one or two start-ups of 5–13 s each, more on a
// busy machine): the time limit is generous, and nothing here measures speed. Only the first start
// on an empty DATA_DIR makes the database; the others start on a made one.
describe('starting main.ts', { timeout: 240_000 }, () => {
  it('exits 1 with one clear line for a bad PORT', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expectOneLineFailure(server.output(), /^verba: Invalid PORT \("eighty"\): must be a whole number/);
  });

  it('exits 1 with one clear line for an unreachable DATABASE_URL', async () => {
    const server = start({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/verba',
      SECRET_KEY: randomBytes(32).toString('base64'),
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expectOneLineFailure(
      server.output(),
      /^verba: Cannot connect to the database at DATABASE_URL \(127\.0\.0\.1:1\/verba\)/,
    );
  });

  it('exits 1 with one clear line when DATABASE_URL comes without SECRET_KEY', async () => {
    const server = start({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/verba',
      PORT: String(await freePort()),
    });
    expect(await server.exited).toBe(1);
    expectOneLineFailure(server.output(), /^verba: SECRET_KEY is required with DATABASE_URL/);
  });

  it('exits 1 with one clear line when the port is taken, and releases the DATA_DIR', async () => {
    withMadeDatabase(dataDir);
    const port = await freePort();
    const blocker: Server = await new Promise((resolve) => {
      const server = createServer().listen(port, '0.0.0.0', () => resolve(server));
    });
    try {
      const server = start({ PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toMatch(new RegExp(`verba: Port ${port} is already in use`));
      expect(server.output()).not.toMatch(/\n\s+at /);
      expect(existsSync(join(dataDir, 'verba.lock'))).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('serves, refuses a second server on the same DATA_DIR, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await first.waitFor(/Verba serves/);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });

    // Without SMTP_URL a mail lands in DATA_DIR/mail and its link in the log.
    const register = await fetch(`http://127.0.0.1:${port}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'ada@example.test',
        password: 'correct horse battery staple',
        firstName: 'Ada',
        lastName: 'L',
      }),
    });
    expect(register.status).toBe(201);
    await first.waitFor(
      /mail to ada@example\.test: Confirm your Verba account http:\/\/localhost:\d+\/confirm\?token=/,
    );
    expect(readdirSync(join(dataDir, 'mail'))).toHaveLength(1);

    const second = start({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expectOneLineFailure(second.output(), /verba: DATA_DIR .* is in use by another Verba server \(pid \d+\)/);
    expect(existsSync(join(dataDir, 'verba.lock'))).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'verba.lock'))).toBe(false);
  });

  it('finishes a request already under way before it stops on SIGTERM', async () => {
    withMadeDatabase(dataDir);
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await server.waitFor(/Verba serves/);
    const body = JSON.stringify({ email: 'nobody@example.test' });
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    // Headers and half the body now, the rest after the signal: the request is in flight meanwhile.
    socket.write(
      `POST /api/auth/password/forgot HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: finishing open requests/);
    socket.end(body.slice(5));
    expect(await server.exited).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain('{"success":true}');
  });

  it('finishes on SIGINT too and reopens the same data afterwards', async () => {
    withMadeDatabase(dataDir);
    const port = await freePort();
    const first = start({ PORT: String(port) });
    await first.waitFor(/Verba serves/);
    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);

    const again = start({ PORT: String(port) });
    await again.waitFor(/Verba serves/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  });
});
