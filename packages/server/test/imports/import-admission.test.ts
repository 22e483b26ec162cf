import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createProject } from '../projects/graphql-client.ts';
import { type Cookies, workspace } from '../workspace/workspace-client.ts';
import { applyImport, preview, zipOf } from './import-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MiB = 1024 * 1024;

/** A 50 MiB body made only as the server reads it, counting what it read. */
function countedBody() {
  const counted = { bytes: 0 };
  let left = 50 * MiB;
  const stream = new Readable({
    read() {
      const size = Math.min(MiB, left);
      left -= size;
      counted.bytes += size;
      this.push(size === 0 ? null : Buffer.alloc(size, 0x20));
    },
  });
  return { stream, counted };
}

const upload = (projectId: string, payload: Readable | Buffer, cookies?: Cookies) =>
  t.app.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/imports`,
    headers: { 'content-type': 'application/zip' },
    payload,
    ...(cookies ? { cookies } : {}),
  });

describe('an upload is let in before its body is read', () => {
  it('refuses a stranger’s and another account’s 50 MiB unread', async () => {
    const { cookies, project } = await workspace(t, []);
    const anonymous = countedBody();
    const refused = await upload(project.id, anonymous.stream);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    // Node's stream reads a chunk or two ahead; the server itself reads none of the 50 MiB.
    expect(anonymous.counted.bytes).toBeLessThanOrEqual(2 * MiB);

    const other = await signedInAccount(t);
    const stranger = countedBody();
    const hidden = await upload(project.id, stranger.stream, other.cookies);
    expect(hidden.statusCode).toBe(404);
    expect(stranger.counted.bytes).toBeLessThanOrEqual(2 * MiB);

    // The same upload with the owner's session is read to its end (and then refused as no zip).
    const owner = countedBody();
    const read = await upload(project.id, owner.stream, cookies);
    expect(read.json()).toMatchObject({ code: 'INVALID_FILE', error: 'This upload is not a zip archive.' });
    expect(owner.counted.bytes).toBe(50 * MiB);
  });

  it('lets one import of an account run at a time, and gives the turn back after it', async () => {
    const { cookies, project } = await workspace(t, []);
    const second = await createProject(t, cookies, 'Second', 'en');
    const ready = await preview(t, cookies, second.id, { 'en/common.json': '{"a": "A"}' });

    // The first upload is let in and waits for its body, which is sent only at the end.
    let asked = false;
    const slow = new Readable({
      read() {
        asked = true;
      },
    });
    const first = upload(project.id, slow, cookies);
    // Let in: its body is being read.
    while (!asked) await new Promise((resolve) => setTimeout(resolve, 10));

    const busy = countedBody();
    const refused = await upload(second.id, busy.stream, cookies);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'IMPORT_BUSY',
      error: 'Another import of yours is running. Try again when it has finished.',
    });
    expect(refused.headers['retry-after']).toBe('5');
    expect(busy.counted.bytes).toBeLessThanOrEqual(2 * MiB);
    const apply = await applyImport(t, cookies, ready.id);
    expect(apply.statusCode).toBe(429);
    expect(apply.json()).toMatchObject({ code: 'IMPORT_BUSY' });

    // Another account is not held up.
    const other = await workspace(t, []);
    expect(
      (await upload(other.project.id, zipOf({ 'en/common.json': '{}' }), other.cookies)).statusCode,
    ).toBe(201);

    slow.push(zipOf({ 'en/common.json': '{"b": "B"}' }));
    slow.push(null);
    expect((await first).statusCode).toBe(201);
    expect((await upload(second.id, zipOf({ 'en/common.json': '{}' }), cookies)).statusCode).toBe(201);
    // A refused upload gives its turn back too.
    expect((await upload(second.id, Buffer.from('no zip'), cookies)).statusCode).toBe(400);
    expect((await applyImport(t, cookies, ready.id)).statusCode).toBe(202);
  });

  it('gives the turn back when the sender goes away halfway through the body', async () => {
    const { cookies, project } = await workspace(t, []);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = Object.entries(cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    /** An upload over a socket that sends 1 of its 10 MiB and then waits. */
    const halfSent = () => {
      const sent = request({
        port,
        method: 'POST',
        path: `/api/projects/${project.id}/imports`,
        headers: { 'content-type': 'application/zip', 'content-length': String(10 * MiB), cookie },
      });
      sent.on('error', () => undefined);
      sent.write(Buffer.alloc(MiB));
      return sent;
    };
    const sent = halfSent();
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const meanwhile = await upload(project.id, zipOf({ 'en/common.json': '{}' }), cookies);
      expect(meanwhile.statusCode).toBe(429);
    } finally {
      sent.destroy();
    }
    let answer = 0;
    for (let attempt = 0; attempt < 100 && answer !== 201; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = (await upload(project.id, zipOf({ 'en/common.json': '{}' }), cookies)).statusCode;
    }
    expect(answer).toBe(201);
  });
});
