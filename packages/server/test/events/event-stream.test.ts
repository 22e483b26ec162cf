import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createKey } from '../api-keys/api-key-client.ts';
import { type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, member, person } from '../teams/team-client.ts';
import { createKeys, ok, setTranslation } from '../workspace/workspace-client.ts';
import { listening, openStream, type StreamingProject, streamingProject } from './event-stream-client.ts';

let t: TestApp;
let base: string;
let owner: { cookies: Cookies; accountId?: string };
let projectId: string;
let groupId: string;
let streaming: StreamingProject;
const stream = (cookies: Cookies, headers?: Record<string, string>) => streaming.stream(cookies, headers);

beforeAll(async () => {
  streaming = await streamingProject();
  ({ t, base, owner, projectId, groupId } = streaming);
  await ok(t, owner.cookies, 'mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
    p: projectId,
  });
});
afterAll(() => streaming.close());

describe('the event stream', () => {
  it('tells a member of values and keys another member changed, after they commit', async () => {
    const translator = await member(t, owner.cookies, projectId, 'TRANSLATOR', ['de'], 'Tina');
    const reader = await stream(translator.cookies);
    expect(reader.status).toBe(200);
    const [key] = await createKeys(t, owner.cookies, groupId, [{ name: 'cart.title' }]);
    const created = await reader.next((event) => event.event === 'key');
    expect(created.data).toMatchObject({
      kind: 'created',
      keyId: key?.id,
      groupId,
      name: 'cart.title',
      version: 1,
    });
    expect(created.id).toMatch(/^\d+-/);

    await setTranslation(t, owner.cookies, {
      keyId: key?.id,
      language: 'en',
      text: 'Cart',
      expectedVersion: 0,
    });
    const saved = await reader.next((event) => event.event === 'translation');
    expect(saved.data).toEqual({
      keyId: key?.id,
      groupId,
      language: 'en',
      text: 'Cart',
      forms: null,
      state: 'TRANSLATED',
      origin: 'HUMAN',
      outdated: false,
      version: 1,
      updatedAt: expect.any(String),
      issues: [],
      by: expect.any(String),
    });
  });

  it('tells of keys renamed, moved and deleted', async () => {
    const reader = await stream(owner.cookies);
    const [key] = await createKeys(t, owner.cookies, groupId, [{ name: 'kinds.before' }]);
    await ok(
      t,
      owner.cookies,
      'mutation ($id: ID!) { updateKey(id: $id, input: { name: "kinds.after" }, expectedVersion: 1) { id } }',
      {
        id: key?.id,
      },
    );
    const updated = await reader.next((event) => event.data.kind === 'updated');
    expect(updated.data).toMatchObject({ keyId: key?.id, name: 'kinds.after', version: 2, groupId });
    const other = (await createGroup(t, owner.cookies, projectId, 'kinds')).id;
    await ok(
      t,
      owner.cookies,
      'mutation ($ids: [ID!]!, $g: ID!) { moveKeys(ids: $ids, toGroupId: $g) { id } }',
      {
        ids: [key?.id],
        g: other,
      },
    );
    const moved = await reader.next((event) => event.data.kind === 'moved');
    expect(moved.data).toMatchObject({ keyId: key?.id, groupId: other, version: 3 });
    await ok(t, owner.cookies, 'mutation ($ids: [ID!]!) { deleteKeys(ids: $ids) }', { ids: [key?.id] });
    const deleted = await reader.next((event) => event.data.kind === 'deleted');
    expect(deleted.data).toMatchObject({ keyId: key?.id, groupId: other, name: 'kinds.after' });
  });

  it('opens for an API key with READ, and not for another project’s key', async () => {
    const { secret } = await createKey(t, owner.cookies, projectId, ['READ']);
    const reader = await stream({}, { authorization: `Bearer ${secret}` });
    expect(reader.status).toBe(200);
    await createKeys(t, owner.cookies, groupId, [{ name: 'seen.by.key' }]);
    await reader.next((event) => event.data.name === 'seen.by.key');
    const elsewhere = (await createProject(t, owner.cookies, 'Elsewhere', 'en')).id;
    const refused = await openStream(base, elsewhere, {}, { authorization: `Bearer ${secret}` });
    expect(refused.status).toBe(404);
  });

  it('marks the other languages outdated in events when the base value changes', async () => {
    const reader = await stream(owner.cookies);
    const [key] = await createKeys(t, owner.cookies, groupId, [{ name: 'cart.empty' }]);
    await setTranslation(t, owner.cookies, {
      keyId: key?.id,
      language: 'en',
      text: 'Empty',
      expectedVersion: 0,
    });
    await setTranslation(t, owner.cookies, {
      keyId: key?.id,
      language: 'de',
      text: 'Leer',
      expectedVersion: 0,
    });
    await setTranslation(t, owner.cookies, {
      keyId: key?.id,
      language: 'en',
      text: 'Nothing',
      expectedVersion: 1,
    });
    const outdated = await reader.next(
      (event) =>
        event.event === 'translation' && event.data.language === 'de' && event.data.outdated === true,
    );
    expect(outdated.data).toMatchObject({ keyId: key?.id, text: 'Leer', version: 1 });
  });

  it('is not there for a stranger (404) or without a session (401), and sends nothing refused', async () => {
    const stranger = await person(t, 'Sam', 'Stranger');
    const refused = await openStream(base, projectId, stranger.cookies);
    expect(refused.status).toBe(404);
    const anonymous = await openStream(base, projectId, {});
    expect(anonymous.status).toBe(401);
  });

  it('ends a removed member’s stream at the next event, without sending it', async () => {
    const removed = await member(t, owner.cookies, projectId, 'REVIEWER', ['de'], 'Rita');
    const reader = await stream(removed.cookies);
    await ok(t, owner.cookies, 'mutation ($p: ID!, $m: ID!) { removeMember(projectId: $p, memberId: $m) }', {
      p: projectId,
      m: removed.memberId,
    });
    await createKeys(t, owner.cookies, groupId, [{ name: 'after.removal' }]);
    await reader.ended;
    expect(reader.events.filter((event) => event.event === 'key')).toEqual([]);
  });

  it('resumes from Last-Event-ID, and says reset for an id it cannot resume from', async () => {
    const first = await stream(owner.cookies);
    await createKeys(t, owner.cookies, groupId, [{ name: 'resume.one' }]);
    const seen = await first.next((event) => event.data.name === 'resume.one');
    first.close();
    await createKeys(t, owner.cookies, groupId, [{ name: 'resume.two' }, { name: 'resume.three' }]);

    const resumed = await stream(owner.cookies, { 'last-event-id': seen.id as string });
    await resumed.next((event) => event.data.name === 'resume.three');
    expect(resumed.events.map((event) => event.data.name)).toEqual(['resume.two', 'resume.three']);

    const tooOld = await stream(owner.cookies, { 'last-event-id': `${Date.now() - 6 * 60_000}-gone` });
    const reset = await tooOld.next((event) => event.event === 'reset');
    expect(reset.data).toEqual({});
  });

  it('tells of an applied import with its groups', async () => {
    const reader = await stream(owner.cookies);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/imports?language=en&group=imported`,
      headers: { 'content-type': 'application/json' },
      cookies: owner.cookies,
      payload: JSON.stringify({ hello: 'Hello' }),
    });
    expect(upload.statusCode).toBe(201);
    const importId = upload.json().id as string;
    const applied = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${importId}/apply`,
      headers: { 'content-type': 'application/json' },
      cookies: owner.cookies,
      payload: JSON.stringify({ overwrite: false, createGroups: true, addLanguages: false }),
    });
    expect(applied.statusCode).toBe(202);
    const event = await reader.next((candidate) => candidate.event === 'import');
    expect(event.data).toMatchObject({ importId, status: 'done' });
    expect((event.data.groupIds as string[]).length).toBe(1);
  });
});

describe('a process’s streams', () => {
  it('get a ping while idle, and end when the server closes, without holding the close', async () => {
    const app = await buildApp({ env: t.env, db: t.database.db, secretKey: testSecretKey, heartbeatMs: 50 });
    const url = await listening(app);
    const reader = await openStream(url, projectId, owner.cookies);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reader.comments).toContain(': ping');
    const started = Date.now();
    await app.close();
    await reader.ended;
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two processes on one Redis', () => {
  it('carry a change made on one to a stream held by the other within a second', async () => {
    const env = { ...t.env, REDIS_URL: redisUrl };
    const a = await buildApp({ env, db: t.database.db, secretKey: testSecretKey });
    const b = await buildApp({ env, db: t.database.db, secretKey: testSecretKey });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const reader = await openStream(await listening(b), projectId, owner.cookies);
      const [key] = await createKeys({ ...t, app: a }, owner.cookies, groupId, [
        { name: 'across.processes' },
      ]);
      await setTranslation({ ...t, app: a }, owner.cookies, {
        keyId: key?.id,
        language: 'en',
        text: 'Across',
        expectedVersion: 0,
      });
      const event = await reader.next((candidate) => candidate.event === 'translation');
      expect(event.data).toMatchObject({ keyId: key?.id, text: 'Across' });
      // Each event once, although the process that made it hears it back from Redis too.
      expect(reader.events.filter((candidate) => candidate.event === 'translation')).toHaveLength(1);
      reader.close();
    } finally {
      await a.close();
      await b.close();
    }
  });
});
