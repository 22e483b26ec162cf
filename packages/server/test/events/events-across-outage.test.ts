import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type PassThrough, startPassThrough, targetOf } from '../helpers/pass-through.ts';
import { createTestApp, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { eventually } from '../helpers/timing.ts';
import { createGroup, createProject } from '../projects/graphql-client.ts';
import { type Cookies, person } from '../teams/team-client.ts';
import { createKeys } from '../workspace/workspace-client.ts';
import { listening, openStream } from './event-stream-client.ts';

const redisUrl = process.env.TEST_REDIS_URL;

// Process A reaches Redis through a pass-through the test cuts; process B holds the stream.
describe.runIf(redisUrl)('events while Redis is gone', () => {
  let proxy: PassThrough;
  let t: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  let owner: { cookies: Cookies };
  let projectId: string;
  let groupId: string;
  // Process A's warnings: the outage is logged once, however many publishes fail meanwhile.
  const warnings: string[] = [];

  beforeAll(async () => {
    proxy = await startPassThrough(targetOf(redisUrl ?? '', 6379));
    t = await createTestApp(
      { REDIS_URL: proxy.url(redisUrl ?? '') },
      { logger: { level: 'warn', stream: { write: (line) => warnings.push(line) } } },
    );
    b = await buildApp({
      env: { ...t.env, REDIS_URL: redisUrl },
      db: t.database.db,
      secretKey: testSecretKey,
    });
    await b.ready();
    owner = await person(t, 'Olga', 'Owner');
    projectId = (await createProject(t, owner.cookies, 'Shop', 'en')).id;
    groupId = (await createGroup(t, owner.cookies, projectId, 'common')).id;
  });
  afterAll(async () => {
    await proxy.restore().catch(() => {});
    await b.close();
    await t.close();
    await proxy.close();
  });

  it('still reach the streams of the process that made them, and cross processes again once Redis is back', async () => {
    const local = await openStream(await listening(t.app), projectId, owner.cookies);
    const remote = await openStream(await listening(b), projectId, owner.cookies);
    // From here: a start that counts before its Redis connection is ready may have warned already.
    warnings.length = 0;
    await proxy.cut();
    await createKeys(t, owner.cookies, groupId, [{ name: 'outage_first' }]);
    await local.next((event) => event.data.name === 'outage_first');
    await createKeys(t, owner.cookies, groupId, [{ name: 'outage_second' }]);
    await local.next((event) => event.data.name === 'outage_second');

    // A's own stream had them at once; B's cannot while Redis is gone.
    expect(remote.events.map((event) => event.data.name)).not.toContain('outage_first');
    expect(warnings.filter((line) => line.includes('Redis is unreachable'))).toHaveLength(1);
    await proxy.restore();
    // Resubscribed without a restart: a change made on A reaches B's stream again.
    await eventually(async () => {
      await createKeys(t, owner.cookies, groupId, [{ name: `after_${Date.now()}` }]);
      return remote.events.some((event) => String(event.data.name).startsWith('after_'));
    }, 10_000);
    local.close();
    remote.close();
  });
});
