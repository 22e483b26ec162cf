import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import {
  signedInThroughApi,
  signInInBrowser,
  signOut,
  testPassword,
  uniqueEmail,
} from '../support/accounts.ts';
import { expect, test } from '../support/mail-server.ts';

// Two server processes behind a round-robin proxy on one PostgreSQL and one Redis (the scale-out
// project of playwright.config.ts). The journeys of accounts, two-factor and passkeys run here too.

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}) {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

test.describe('two servers, one PostgreSQL, one Redis', () => {
  test('a rate-limit counter is shared: the sixth reset mail for one address is refused', async ({
    page,
    serverWithMail,
  }) => {
    const cluster = serverWithMail.cluster;
    if (!cluster) throw new Error('This spec runs in the scale-out project only');
    const email = uniqueEmail('counted');
    const from = cluster.answeredBy.length;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await page.request.post('/api/auth/password/forgot', { data: { email } })).status());
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    // Both processes answered: each alone saw only three of the six calls.
    expect(new Set(cluster.answeredBy.slice(from))).toEqual(new Set([0, 1]));
  });

  test('Redis cut for 5 s mid-journey: signing in and writing carry on, and both processes are ready again', async ({
    page,
    mail,
    serverWithMail,
  }) => {
    // Two browser sign-ins, a 5 s cut and up to 10 s for readiness: past the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const cluster = serverWithMail.cluster;
    if (!cluster) throw new Error('This spec runs in the scale-out project only');
    const email = await signedInThroughApi(page, mail, 'redis-cut');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await test.step('Redis is gone for 5 s: sign-ins on both processes and writes still answer', async () => {
      await cluster.cutRedis();
      const cutAt = Date.now();
      try {
        for (let i = 0; i < 4; i++) {
          const login = await page.request.post('/api/auth/login', {
            data: { email, password: testPassword },
          });
          expect(login.status()).toBe(200);
        }
        const created = await graphql(
          page.request,
          'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
          { input: { name: 'Written without Redis', baseLanguage: 'en-US' } },
        );
        expect(created.status).toBe(200);
        expect(await cluster.allReady()).toBe(false);
        await signOut(page);
        await signInInBrowser(page, email);
        await expect(page).toHaveURL('/dashboard');
        await page.waitForTimeout(Math.max(0, 5000 - (Date.now() - cutAt)));
      } finally {
        await cluster.restoreRedis();
      }
    });

    await test.step('Redis is back: both processes are ready within 10 s and the journey carries on', async () => {
      await expect.poll(() => cluster.allReady(), { timeout: 10_000 }).toBe(true);
      await page.reload();
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Written without Redis', exact: true }),
      ).toBeVisible();
      await signOut(page);
      await signInInBrowser(page, email);
      await expect(page).toHaveURL('/dashboard');
    });
  });

  test('a process killed by SIGKILL in a burst of writes loses no answered write', async ({
    page,
    mail,
    serverWithMail,
  }) => {
    const cluster = serverWithMail.cluster;
    if (!cluster) throw new Error('This spec runs in the scale-out project only');
    await signedInThroughApi(page, mail, 'burst');
    const created = await graphql(
      page.request,
      'mutation ($input: ProjectInput!) { createProject(input: $input) { id } }',
      { input: { name: 'Burst', baseLanguage: 'en-US' } },
    );
    const projectId = created.body.data.createProject.id as string;

    const answered: { id: string; name: string }[] = [];
    let failed = 0;
    const write = async (index: number) => {
      const name = `Group ${index}`;
      const result = await graphql(
        page.request,
        'mutation ($p: ID!, $i: GroupInput!) { createGroup(projectId: $p, input: $i) { id name } }',
        { p: projectId, i: { name } },
      ).catch(() => ({ status: 0, body: null }));
      const group = result.body?.data?.createGroup;
      if (result.status === 200 && group) answered.push(group);
      else failed += 1;
    };
    await test.step('60 group creations, 6 at a time; process 0 is killed after the 20th is sent', async () => {
      for (let batch = 0; batch < 10; batch++) {
        const writes = Array.from({ length: 6 }, (_, i) => write(batch * 6 + i));
        if (batch === 3) cluster.kill(0);
        await Promise.all(writes);
      }
    });

    await test.step('every answered write is there, whole; the survivor keeps serving', async () => {
      expect(answered.length).toBeGreaterThanOrEqual(60 - 12);
      const listed = await graphql(
        page.request,
        'query ($id: ID!) { project(id: $id) { groups { id name } } }',
        {
          id: projectId,
        },
      );
      expect(listed.status).toBe(200);
      const groups = listed.body.data.project.groups as { id: string; name: string }[];
      const byId = new Map(groups.map((group) => [group.id, group.name]));
      for (const group of answered) expect(byId.get(group.id)).toBe(group.name);
      // Nothing half-written: each stored group is one of the 60 asked for, under its own name, once.
      const names = groups.map((group) => group.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^Group \d+$/);
      expect(groups.length).toBeLessThanOrEqual(answered.length + failed);
    });

    await test.step('the killed process starts again and serves beside the other', async () => {
      await cluster.restart(0);
      expect(await cluster.allReady()).toBe(true);
    });
  });

  test('a webhook delivery is made exactly once, though both processes send the queue', async ({
    page,
    mail,
    serverWithMail,
  }) => {
    const cluster = serverWithMail.cluster;
    if (!cluster) throw new Error('This spec runs in the scale-out project only');
    // A real receiver in the test process; both server processes reach it (WEBHOOK_ALLOW_PRIVATE=1).
    const received: { headers: IncomingHttpHeaders; body: string; path: string; at: number }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          path: request.url ?? '',
          at: Date.now(),
        });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = receiver.address() as AddressInfo;
      await signedInThroughApi(page, mail, 'webhooks');
      const setup = async (query: string, variables: Record<string, unknown>) => {
        const answer = await graphql(page.request, query, variables);
        expect(answer.body?.errors, JSON.stringify(answer.body?.errors)).toBeUndefined();
        return answer.body.data;
      };
      const projectId = (
        await setup('mutation ($input: ProjectInput!) { createProject(input: $input) { id } }', {
          input: { name: 'Hooked', baseLanguage: 'en-US' },
        })
      ).createProject.id as string;
      const groupId = (
        await setup('mutation ($p: ID!) { createGroup(projectId: $p, input: { name: "common" }) { id } }', {
          p: projectId,
        })
      ).createGroup.id as string;
      await setup(
        'mutation ($p: ID!, $i: WebhookInput!) { createWebhook(projectId: $p, input: $i) { secret } }',
        { p: projectId, i: { url: `http://127.0.0.1:${port}/keys`, events: ['key.created'] } },
      );
      await setup(
        'mutation ($p: ID!, $i: WebhookInput!) { createWebhook(projectId: $p, input: $i) { secret } }',
        { p: projectId, i: { url: `http://127.0.0.1:${port}/values`, events: ['translation.updated'] } },
      );
      await setup('mutation ($p: ID!) { addLanguages(projectId: $p, tags: ["de"]) { tag } }', {
        p: projectId,
      });
      const to = (path: string) => received.filter((request) => request.path === path);

      const from = cluster.answeredBy.length;
      const names = Array.from({ length: 20 }, (_, index) => `hooked.key${index}`);
      const keyIds: string[] = [];
      await test.step('20 keys created, one request each, spread over both processes', async () => {
        for (const name of names) {
          const made = await setup(
            'mutation ($g: ID!, $i: [KeyInput!]!) { createKeys(groupId: $g, input: $i) { id } }',
            { g: groupId, i: [{ name }] },
          );
          keyIds.push(made.createKeys[0].id);
        }
        expect(new Set(cluster.answeredBy.slice(from))).toEqual(new Set([0, 1]));
      });

      await test.step('each key.created arrives once, with one delivery id each, attempt 1', async () => {
        await expect.poll(() => to('/keys').length, { timeout: 15_000 }).toBeGreaterThanOrEqual(names.length);
        // Both processes poll the queue every second: a second copy would come within a few of them.
        await page.waitForTimeout(4000);
        const keys = to('/keys');
        const bodies = keys.map((request) => JSON.parse(request.body));
        expect(bodies.map((body) => body.data.key).sort()).toEqual([...names].sort());
        expect(new Set(keys.map((request) => request.headers['x-verba-delivery'])).size).toBe(names.length);
        const listed = await setup(
          'query ($p: ID!) { project(id: $p) { webhooks { url deliveries(first: 50) { id attempt status } } } }',
          { p: projectId },
        );
        const hook = (listed.project.webhooks as { url: string; deliveries: unknown[] }[]).find((webhook) =>
          webhook.url.endsWith('/keys'),
        );
        expect(hook?.deliveries).toHaveLength(names.length);
        for (const delivery of hook?.deliveries ?? [])
          expect(delivery).toMatchObject({ attempt: 1, status: 200 });
      });

      await test.step('20 German values, one request each: batched, every change once, batches 5 s apart', async () => {
        for (const keyId of keyIds) {
          await setup('mutation ($i: TranslationInput!) { setTranslation(input: $i) { version } }', {
            i: { keyId, language: 'de', text: 'Hallo', expectedVersion: 0 },
          });
        }
        const changesOf = () =>
          to('/values').flatMap((request) => JSON.parse(request.body).data.changes as { key: string }[]);
        await expect.poll(() => changesOf().length, { timeout: 20_000 }).toBeGreaterThanOrEqual(names.length);
        await page.waitForTimeout(6000);
        expect(
          changesOf()
            .map((change) => change.key)
            .sort(),
        ).toEqual([...names].sort());
        const times = to('/values').map((request) => request.at);
        for (const [index, at] of times.entries()) {
          if (index > 0) expect(at - (times[index - 1] as number)).toBeGreaterThanOrEqual(4500);
        }
      });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
