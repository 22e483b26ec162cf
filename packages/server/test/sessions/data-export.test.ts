import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword } from '../helpers/accounts.ts';
import { addPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createKeys, setTranslation, workspace } from '../workspace/workspace-client.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

    const response = await t.app.inject({ method: 'GET', url: '/api/auth/export', cookies: owner.cookies });
    expect(response.statusCode).toBe(200);
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

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/export' })).statusCode).toBe(401);
  });
});
