import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { hashToken } from '../../src/auth/tokens.ts';
import { sessions } from '../../src/db/schema.ts';
import { createKey } from '../api-keys/api-key-client.ts';
import { goodPassword, post } from '../helpers/accounts.ts';
import { sessionFrom, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import type { Cookies } from '../teams/team-client.ts';
import { createKeys, ok } from '../workspace/workspace-client.ts';
import {
  type EventStreamReader,
  listening,
  type StreamingProject,
  streamingProject,
} from './event-stream-client.ts';

let t: TestApp;
let base: string;
let owner: { email: string; cookies: Cookies };
let projectId: string;
let groupId: string;
let streaming: StreamingProject;

const stream = async (cookies: Cookies, headers?: Record<string, string>, url = base) => {
  const reader = await streaming.stream(cookies, headers, url);
  expect(reader.status).toBe(200);
  return reader;
};

/** Another session of the owner's account, as a second browser would sign in. */
const secondSession = async () =>
  sessionFrom(await post(t, '/api/auth/login', { email: owner.email, password: goodPassword })) as Cookies;

/** Makes a change after the stream ended: it must not have reached it. */
const expectNothingAfter = async (reader: EventStreamReader, name: string) => {
  await createKeys(t, owner.cookies, groupId, [{ name }]);
  expect(reader.events.filter((event) => event.data.name === name)).toEqual([]);
};

beforeAll(async () => {
  streaming = await streamingProject();
  ({ t, base, owner, projectId, groupId } = streaming);
});
afterAll(() => streaming.close());

describe('a stream ends with what opened it', () => {
  it('ends when its API key is revoked', async () => {
    const key = await createKey(t, owner.cookies, projectId, ['READ']);
    const reader = await stream({}, { authorization: `Bearer ${key.secret}` });
    await createKeys(t, owner.cookies, groupId, [{ name: 'key.before' }]);
    await reader.next((event) => event.data.name === 'key.before');
    await ok(t, owner.cookies, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', { id: key.apiKey.id });
    await reader.ended;
    await expectNothingAfter(reader, 'key.after');
  });

  it('ends when its session signs out, and not another session’s', async () => {
    const leaving = await secondSession();
    const reader = await stream(leaving);
    const staying = await stream(owner.cookies);
    const answer = await post(t, '/api/auth/logout', {}, leaving);
    expect(answer.statusCode).toBe(200);
    await reader.ended;
    await createKeys(t, owner.cookies, groupId, [{ name: 'logout.after' }]);
    await staying.next((event) => event.data.name === 'logout.after');
    expect(reader.events.filter((event) => event.data.name === 'logout.after')).toEqual([]);
  });

  it('ends the other sessions’ streams when they are all ended, and keeps the current one', async () => {
    const other = await secondSession();
    const reader = await stream(other);
    const current = await stream(owner.cookies);
    const answer = await post(t, '/api/auth/sessions/end-others', {}, owner.cookies);
    expect(answer.statusCode).toBe(200);
    await reader.ended;
    await createKeys(t, owner.cookies, groupId, [{ name: 'others.after' }]);
    await current.next((event) => event.data.name === 'others.after');
    expect(reader.events.filter((event) => event.data.name === 'others.after')).toEqual([]);
  });

  it('ends at the next heartbeat when its session is gone without a word (expired, deleted)', async () => {
    const app = await buildApp({ env: t.env, db: t.database.db, secretKey: testSecretKey, heartbeatMs: 50 });
    try {
      const doomed = await secondSession();
      const reader = await stream(doomed, {}, await listening(app));
      const gone = await t.database.db
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(doomed.verba_session as string)))
        .returning();
      expect(gone).toHaveLength(1);
      await reader.ended;
    } finally {
      await app.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two processes on one Redis', () => {
  it('end a stream held by one when the key that opened it is revoked on the other', async () => {
    const env = { ...t.env, REDIS_URL: redisUrl };
    const a = await buildApp({ env, db: t.database.db, secretKey: testSecretKey });
    const b = await buildApp({ env, db: t.database.db, secretKey: testSecretKey });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const key = await createKey({ ...t, app: a }, owner.cookies, projectId, ['READ']);
      const reader = await stream({}, { authorization: `Bearer ${key.secret}` }, await listening(b));
      // The stream is live across the processes before the key goes.
      await createKeys({ ...t, app: a }, owner.cookies, groupId, [{ name: 'across.before' }]);
      await reader.next((event) => event.data.name === 'across.before');
      await ok({ ...t, app: a }, owner.cookies, 'mutation ($id: ID!) { revokeApiKey(id: $id) }', {
        id: key.apiKey.id,
      });
      await reader.ended;
    } finally {
      await a.close();
      await b.close();
    }
  });
});
