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
  });
});
