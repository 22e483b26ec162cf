import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOnce } from '../../src/webhooks/webhook-send.ts';

// A receiver that never accepts the connection: a listener whose process is stuck, its accept
// queue (backlog 1 holds two on Linux) filled by us, so the kernel drops further connection attempts.
let listener: ChildProcess;
let port: number;
const queued: Socket[] = [];

beforeAll(async () => {
  listener = spawn(
    process.execPath,
    [
      '-e',
      `const server = require('node:net').createServer();
server.listen({ port: 0, host: '127.0.0.1', backlog: 1 }, () => {
  process.stdout.write(server.address().port + '\\n');
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
});`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [chunk] = await once(listener.stdout as NodeJS.ReadableStream, 'data');
  port = Number(String(chunk).trim());
  for (let i = 0; i < 2; i++) {
    const socket = connect(port, '127.0.0.1');
    queued.push(socket);
    await once(socket, 'connect');
  }
});
afterAll(() => {
  for (const socket of queued) socket.destroy();
  listener.kill();
});

describe('one attempt', () => {
  it('gives up on a receiver that does not accept the connection within 3 s, well before its timeout', async () => {
    const url = new URL(`http://127.0.0.1:${port}/hook`);
    const result = await sendOnce({ url, address: '127.0.0.1', family: 4 }, {}, '{}', 10_000);
    expect(result).toMatchObject({ ok: false, status: null, error: 'Could not connect within 3 s.' });
    expect(result.durationMs).toBeLessThan(10_000);
  });
});
