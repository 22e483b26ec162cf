import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey, registrationOptions } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const passkeysOf = async (cookies: Record<string, string>) => (await info(t, cookies)).json().passkeys;

describe('adding a passkey', () => {
  it('offers creation options for a discoverable, user-verified credential on PUBLIC_URL’s host', async () => {
    const { email, cookies } = await signedInAccount(t);
    const options = await registrationOptions(t, cookies);
    expect(options.rp).toEqual({ name: 'Verba', id: 'localhost' });
    expect(options.user.name).toBe(email);
    const handle = Buffer.from(options.user.id, 'base64url');
    expect(handle.length).toBeGreaterThanOrEqual(1);
    expect(handle.length).toBeLessThanOrEqual(64);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.pubKeyCredParams.map((p: { alg: number }) => p.alg)).toEqual([-8, -7, -257]);
    expect(options.excludeCredentials).toEqual([]);
    // The handle is kept per account: the next ceremony uses the same one.
    expect((await registrationOptions(t, cookies)).user.id).toBe(options.user.id);
  });

  it('stores the passkey with a default name and lists it in GET info', async () => {
    const { cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    const confirmed = await addPasskey(t, cookies, authenticator);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
    const [passkey] = await passkeysOf(cookies);
    expect(passkey).toEqual({
      id: expect.any(String),
      name: 'Passkey 1',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(await addPasskey(t, cookies, authenticator)).toHaveProperty('statusCode', 200);
    expect((await passkeysOf(cookies)).map((p: { name: string }) => p.name)).toEqual([
      'Passkey 1',
      'Passkey 2',
    ]);
  });

  it('takes a given name, or the provider’s name from the AAGUID', async () => {
    const { cookies } = await signedInAccount(t);
    await addPasskey(t, cookies, new SoftAuthenticator(origin), { name: '  Work laptop  ' });
    const google = Buffer.from('ea9b8d664d011d213ce4b6b48cb575d4', 'hex');
    await addPasskey(t, cookies, new SoftAuthenticator(origin, google));
    expect((await passkeysOf(cookies)).map((p: { name: string }) => p.name)).toEqual([
      'Work laptop',
      'Google Password Manager',
    ]);
  });

  it('excludes the account’s passkeys from the next creation options', async () => {
    const { cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, authenticator);
    const options = await registrationOptions(t, cookies);
    expect(options.excludeCredentials).toEqual([
      {
        id: authenticator.credentials[0]?.id.toString('base64url'),
        type: 'public-key',
        transports: ['internal'],
      },
    ]);
  });

  it('refuses a name that is empty or too long, and a body that is no credential', async () => {
    const { cookies } = await signedInAccount(t);
    const empty = await addPasskey(t, cookies, new SoftAuthenticator(origin), { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'name' });
    const long = await addPasskey(t, cookies, new SoftAuthenticator(origin), { name: 'x'.repeat(101) });
    expect(long.statusCode).toBe(400);
    for (const body of [
      {},
      { id: 'abc', rawId: 'abc', type: 'public-key' },
      { id: 'a b', rawId: 'x', type: 'public-key', response: {} },
    ]) {
      const response = await post(t, '/api/auth/setup/passkey/confirm', body, cookies);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_INPUT');
    }
    const notJson = await post(
      t,
      '/api/auth/setup/passkey/confirm',
      {
        id: 'abc',
        rawId: 'abc',
        type: 'public-key',
        response: { clientDataJSON: 'bm9wZQ', attestationObject: 'AA' },
      },
      cookies,
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'response.clientDataJSON' });
  });
});

describe('renaming and removing passkeys', () => {
  it('renames one passkey', async () => {
    const { cookies } = await signedInAccount(t);
    await addPasskey(t, cookies, new SoftAuthenticator(origin));
    const [passkey] = await passkeysOf(cookies);
    const renamed = await post(
      t,
      '/api/auth/setup/passkey/rename',
      { id: passkey.id, name: 'Phone' },
      cookies,
    );
    expect(renamed.json()).toEqual({ success: true });
    expect((await passkeysOf(cookies))[0].name).toBe('Phone');
    const bad = await post(t, '/api/auth/setup/passkey/rename', { id: passkey.id, name: '' }, cookies);
    expect(bad.statusCode).toBe(400);
    const badId = await post(t, '/api/auth/setup/passkey/rename', { id: 'nope', name: 'x' }, cookies);
    expect(badId.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'id' });
  });

  it('removes one passkey with {id} and all of them with {}', async () => {
    const { cookies } = await signedInAccount(t);
    for (let i = 0; i < 3; i++) await addPasskey(t, cookies, new SoftAuthenticator(origin));
    const [first] = await passkeysOf(cookies);
    expect((await post(t, '/api/auth/setup/passkey/disable', { id: first.id }, cookies)).json()).toEqual({
      success: true,
    });
    expect(await passkeysOf(cookies)).toHaveLength(2);
    const again = await post(t, '/api/auth/setup/passkey/disable', { id: first.id }, cookies);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('PASSKEY_NOT_FOUND');
    expect((await post(t, '/api/auth/setup/passkey/disable', {}, cookies)).statusCode).toBe(200);
    expect(await passkeysOf(cookies)).toEqual([]);
  });

  it('never touches another account’s passkeys', async () => {
    const owner = await signedInAccount(t);
    const other = await signedInAccount(t);
    await addPasskey(t, owner.cookies, new SoftAuthenticator(origin));
    const [passkey] = await passkeysOf(owner.cookies);
    const rename = await post(
      t,
      '/api/auth/setup/passkey/rename',
      { id: passkey.id, name: 'Mine' },
      other.cookies,
    );
    expect(rename.statusCode).toBe(404);
    const remove = await post(t, '/api/auth/setup/passkey/disable', { id: passkey.id }, other.cookies);
    expect(remove.statusCode).toBe(404);
    await post(t, '/api/auth/setup/passkey/disable', {}, other.cookies);
    expect(await passkeysOf(owner.cookies)).toEqual([{ ...passkey }]);
  });

  it('answers 401 without a session on every setup call', async () => {
    for (const path of ['', '/confirm', '/rename', '/disable']) {
      const response = await post(t, `/api/auth/setup/passkey${path}`, {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'You are not signed in.', code: 'UNAUTHENTICATED' });
    }
  });
});
