import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { gql } from '../projects/graphql-client.ts';
import { createKeys, ok, setTranslation, workspace } from '../workspace/workspace-client.ts';
import { cdnGet, cdnPath, createDistribution, type DistributionAnswer, publish } from './release-client.ts';

// Two server processes on one database: a release published through one is served by the other.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const as = (app: FastifyInstance): TestApp => ({ ...t, app });

/** Polls `path` on the app until `done` holds for its answer, or `withinMs` has passed. */
async function eventually(
  app: FastifyInstance,
  path: string,
  done: (status: number, body: string) => boolean,
  withinMs: number,
) {
  const started = Date.now();
  for (;;) {
    const response = await cdnGet(as(app), path);
    if (done(response.statusCode, response.body)) return Date.now() - started;
    if (Date.now() - started > withinMs)
      throw new Error(`${path} answered ${response.statusCode} ${response.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An answer whose file's title is `text`. */
const titled = (text: string) => (status: number, body: string) =>
  status === 200 && (JSON.parse(body) as { title?: string }).title === text;

async function germanKey(app: TestApp) {
  // The account through the test app, whose mails it reads: the other processes' outboxes would race it.
  const { cookies, project, group } = await workspace(t);
  const [key] = await createKeys(app, cookies, group.id, [{ name: 'title' }]);
  const keyId = (key as { id: string }).id;
  await setTranslation(app, cookies, { keyId, language: 'de', text: 'Eins', expectedVersion: 0 });
  return { cookies, project, keyId };
}

describe('without Redis', () => {
  it('a process that missed the publish serves the new release once it revalidates', async () => {
    const a = await buildApp({
      env: t.env,
      db: t.database.db,
      secretKey: testSecretKey,
      mailTransport: t.mail,
    });
    const b = await buildApp({
      env: t.env,
      db: t.database.db,
      secretKey: testSecretKey,
      mailTransport: t.mail,
      cdnCache: { revalidateMs: 200 },
    });
    try {
      await Promise.all([a.ready(), b.ready()]);
      const { cookies, project, keyId } = await germanKey(as(a));
      const distribution = await createDistribution(as(a), cookies, project.id);
      await publish(as(a), cookies, distribution.id);
      const path = cdnPath(distribution, 'de/common.json');
      expect((await cdnGet(as(b), path)).json()).toEqual({ title: 'Eins' });
      await setTranslation(as(a), cookies, { keyId, language: 'de', text: 'Zwei', expectedVersion: 1 });
      await publish(as(a), cookies, distribution.id);
      await eventually(b, path, titled('Zwei'), 3000);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two processes on one Redis', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const env = { ...t.env, REDIS_URL: redisUrl };
    const autoPublish = { debounceMs: 500, sweepMs: 50 };
    // Revalidation far off: only the bus can tell the other process.
    const cdnCache = { revalidateMs: 60_000 };
    a = await buildApp({
      env,
      db: t.database.db,
      secretKey: testSecretKey,
      mailTransport: t.mail,
      autoPublish,
      cdnCache,
    });
    b = await buildApp({
      env,
      db: t.database.db,
      secretKey: testSecretKey,
      mailTransport: t.mail,
      autoPublish,
      cdnCache,
    });
    // Ready: both subscribed before anything is published.
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('serve the new release at once after a publish on the other, and 404 at once after a delete', async () => {
    const { cookies, project, keyId } = await germanKey(as(a));
    const distribution = await createDistribution(as(a), cookies, project.id);
    await publish(as(a), cookies, distribution.id);
    const path = cdnPath(distribution, 'de/common.json');
    expect((await cdnGet(as(b), path)).json()).toEqual({ title: 'Eins' });
    await setTranslation(as(a), cookies, { keyId, language: 'de', text: 'Zwei', expectedVersion: 1 });
    await publish(as(a), cookies, distribution.id);
    expect(await eventually(b, path, titled('Zwei'), 1000)).toBeLessThan(1000);
    await ok(as(a), cookies, 'mutation ($id: ID!) { deleteDistribution(id: $id) }', { id: distribution.id });
    expect(await eventually(b, path, (status) => status === 404, 1000)).toBeLessThan(1000);
  });

  it('404 at once on the other after the project is deleted', async () => {
    const { cookies, project } = await germanKey(as(a));
    const distribution = await createDistribution(as(a), cookies, project.id);
    // Published through b, which hears its own publish at once: its copy is not dropped by a late message.
    await publish(as(b), cookies, distribution.id);
    const path = cdnPath(distribution, 'de/common.json');
    expect((await cdnGet(as(b), path)).statusCode).toBe(200);
    await ok(as(a), cookies, 'mutation ($id: ID!) { deleteProject(id: $id) }', { id: project.id });
    expect(await eventually(b, path, (status) => status === 404, 1000)).toBeLessThan(1000);
  });

  it('auto-publish cuts one release for a burst of changes, whichever process sweeps first', async () => {
    const { cookies, project, keyId } = await germanKey(as(a));
    const distribution = await createDistribution(as(a), cookies, project.id, {
      name: 'Live',
      autoPublish: true,
    });
    // Changes made through both processes.
    await setTranslation(as(a), cookies, { keyId, language: 'de', text: 'Zwei', expectedVersion: 1 });
    await setTranslation(as(b), cookies, { keyId, language: 'de', text: 'Drei', expectedVersion: 2 });
    const path = cdnPath(distribution, 'de/common.json');
    expect(await eventually(a, path, titled('Drei'), 10_000)).toBeLessThan(10_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const answer = await gql(
      as(b),
      cookies,
      'query ($p: ID!) { project(id: $p) { distributions { current { number } } } }',
      { p: project.id },
    );
    expect(
      (answer.data as { project: { distributions: DistributionAnswer[] } }).project.distributions[0]?.current,
    ).toEqual({ number: 1 });
  });
});
