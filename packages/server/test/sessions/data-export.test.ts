import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeProject } from '../../src/access/busy-projects.ts';
import { groups } from '../../src/db/schema.ts';
import { allowLongStatements } from '../../src/db/statement-budget.ts';
import { goodPassword, post } from '../helpers/accounts.ts';
import { addPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, setTranslation, workspace } from '../workspace/workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { limits: { dataExportsPerAccount: { max: 3, windowMs: 60 * 60_000 } } });
});
afterAll(() => t.close());

const elevenMinutes = 11 * 60_000;
const exportOf = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/export', cookies });

describe('GET /api/auth/export', () => {
  it('answers one JSON file with profile, passkeys, projects, groups, keys, translations and the log', async () => {
    const owner = await workspace(t);
    await addPasskey(t, owner.cookies, new SoftAuthenticator('http://localhost:3000'), { name: 'Laptop' });
    const [key] = await createKeys(t, owner.cookies, owner.group.id, [{ name: 'greeting' }]);
    await setTranslation(t, owner.cookies, {
      keyId: key?.id as string,
      language: 'fr',
      text: 'Bonjour',
      expectedVersion: 0,
    });

    const response = await exportOf(owner.cookies);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="verba-data.json"');
    const data = response.json();
    expect(data.profile).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', twoFactorEnabled: false });
    expect(data.passkeys).toEqual([{ name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    const [project] = data.projects;
    expect(project.name).toBe(owner.project.name);
    expect(project.languages).toEqual(expect.arrayContaining(['fr', 'de']));
    const group = project.groups.find((g: { name: string }) => g.name === owner.group.name);
    expect(group.keys).toEqual([
      {
        name: 'greeting',
        description: null,
        plural: false,
        translations: [expect.objectContaining({ language: 'fr', text: 'Bonjour', state: 'TRANSLATED' })],
      },
    ]);
    expect(data.securityLog.map((event: { kind: string }) => event.kind)).toEqual([
      'data-exported',
      'passkey-added',
      'sign-in',
    ]);
    // Never a secret: no public key, password or session token.
    expect(response.body).not.toMatch(/publicKey|passwordHash|credentialId|token/i);
    expect(response.body).not.toContain(goodPassword);
  });

  it('waits for a project an import is writing in steps, then writes it whole', async () => {
    const owner = await workspace(t);
    await createKeys(t, owner.cookies, owner.group.id, [{ name: 'greeting' }]);
    const reopen = closeProject(owner.project.id);
    let answered = false;
    const response = exportOf(owner.cookies).then((answer) => {
      answered = true;
      return answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    reopen();
    const data = (await response).json();
    expect(data.projects[0].groups[0].keys.map((key: { name: string }) => key.name)).toEqual(['greeting']);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
  });

  it('needs a sign-in of the last 10 minutes, as deleting the account does', async () => {
    const owner = await workspace(t, []);
    t.clock.advance(elevenMinutes);
    const stale = await exportOf(owner.cookies);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('REAUTH_REQUIRED');
    expect((await post(t, '/api/auth/reauth', { password: goodPassword }, owner.cookies)).statusCode).toBe(
      200,
    );
    expect((await exportOf(owner.cookies)).statusCode).toBe(200);
  });

  it('answers 429 RATE_LIMITED with Retry-After past a few exports an hour, per account', async () => {
    const owner = await workspace(t, []);
    for (let i = 0; i < 3; i++) expect((await exportOf(owner.cookies)).statusCode).toBe(200);
    const refused = await exportOf(owner.cookies);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
    // Another account is not held back by this one.
    expect((await exportOf((await workspace(t, [])).cookies)).statusCode).toBe(200);
  });

  it('writes out 70,000 keys with their values, every one of them, in a few seconds', async () => {
    const owner = await workspace(t, ['fr']);
    const [second] = await t.database.db
      .insert(groups)
      .values({ projectId: owner.project.id, name: 'second' })
      .returning({ id: groups.id });
    // 45,500 and 24,500 keys: full pages, a partial last page, and a second group. Seeding 140,000
    // values can pass the pool's 5 s statement limit on a loaded machine, so it lifts it.
    await t.database.db.transaction(async (tx) => {
      await allowLongStatements(tx);
      for (const [groupId, count] of [
        [owner.group.id, 45_500],
        [second?.id as string, 24_500],
      ] as const) {
        await tx.execute(sql`
          insert into translation_keys (project_id, group_id, name)
          select ${owner.project.id}, ${groupId}, ${groupId.slice(0, 4)} || '.key.' || i
          from generate_series(1, ${count}::int) as i`);
      }
      await tx.execute(sql`
        insert into translations (key_id, language, text, state)
        select id, language, name || ' in ' || language, 'TRANSLATED'
        from translation_keys, (values ('en'), ('fr')) as languages(language)
        where project_id = ${owner.project.id}`);
    });

    const started = performance.now();
    const response = await exportOf(owner.cookies);
    const seconds = (performance.now() - started) / 1000;
    expect(response.statusCode).toBe(200);
    const [project] = response.json().projects;
    const keys = project.groups.flatMap(
      (group: { keys: { name: string; translations: { language: string; text: string }[] }[] }) => group.keys,
    );
    const sizes = project.groups.map((group: { name: string; keys: unknown[] }) => [
      group.name,
      group.keys.length,
    ]);
    expect(Object.fromEntries(sizes)).toEqual({ common: 45_500, second: 24_500 });
    expect(new Set(keys.map((key: { name: string }) => key.name)).size).toBe(70_000);
    for (const key of keys) {
      expect(key.translations.map((value: { text: string }) => value.text)).toEqual([
        `${key.name} in en`,
        `${key.name} in fr`,
      ]);
    }
    console.info(`data export of 70,000 keys: ${seconds.toFixed(1)} s, ${response.body.length} bytes`);
    expect(seconds).toBeLessThan(30);
  }, 120_000);
});
