import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey, registrationOptions, signInOptions, signInWithPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator, strangerKey } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const fiveMinutes = 5 * 60 * 1000;

async function accountWithPasskey() {
  const account = await signedInAccount(t);
  const authenticator = new SoftAuthenticator(origin);
  const added = await addPasskey(t, account.cookies, authenticator);
  expect(added.statusCode).toBe(200);
  return { ...account, authenticator };
}

const notVerified = {
  error: 'This passkey could not be verified. Please try again.',
  code: 'PASSKEY_INVALID',
};
const passkeyCount = async (cookies: Record<string, string>) =>
  (await info(t, cookies)).json().passkeys.length;

describe('passkey registration refuses', () => {
  it('a credential made for another origin or relying party', async () => {
    const { cookies } = await signedInAccount(t);
    for (const tweaks of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const response = await addPasskey(t, cookies, new SoftAuthenticator(origin), { tweaks });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'The new passkey could not be verified.',
        code: 'PASSKEY_REJECTED',
      });
    }
    expect(await passkeyCount(cookies)).toBe(0);
  });

  it('a credential without user verification', async () => {
    const { cookies } = await signedInAccount(t);
    const response = await addPasskey(t, cookies, new SoftAuthenticator(origin), {
      tweaks: { userVerified: false },
    });
    expect(response.json().code).toBe('PASSKEY_REJECTED');
  });

  it('a reused challenge', async () => {
    const { cookies } = await signedInAccount(t);
    const options = await registrationOptions(t, cookies);
    const authenticator = new SoftAuthenticator(origin);
    const first = authenticator.create(options).response;
    expect((await post(t, '/api/auth/setup/passkey/confirm', first, cookies)).statusCode).toBe(200);
    const second = await post(
      t,
      '/api/auth/setup/passkey/confirm',
      authenticator.create(options).response,
      cookies,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('CHALLENGE_USED');
  });

  it('a challenge made up by the client, or handed to another account', async () => {
    const owner = await signedInAccount(t);
    const other = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    const made = await addPasskey(t, owner.cookies, authenticator, { tweaks: { challenge: 'bWFkZS11cA' } });
    expect(made.json().code).toBe('CHALLENGE_UNKNOWN');
    const options = await registrationOptions(t, owner.cookies);
    const stolen = await post(
      t,
      '/api/auth/setup/passkey/confirm',
      authenticator.create(options).response,
      other.cookies,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('CHALLENGE_UNKNOWN');
  });

  it('an expired challenge', async () => {
    const { cookies } = await signedInAccount(t);
    const options = await registrationOptions(t, cookies);
    t.clock.advance(fiveMinutes + 1000);
    const response = await post(
      t,
      '/api/auth/setup/passkey/confirm',
      new SoftAuthenticator(origin).create(options).response,
      cookies,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('another account’s credential', async () => {
    const owner = await accountWithPasskey();
    const other = await signedInAccount(t);
    const response = await addPasskey(t, other.cookies, new SoftAuthenticator(origin), {
      tweaks: { credentialId: owner.authenticator.credentials[0]?.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PASSKEY_EXISTS');
    expect(await passkeyCount(other.cookies)).toBe(0);
    expect(await passkeyCount(owner.cookies)).toBe(1);
  });
});

describe('passkey sign-in refuses', () => {
  it('a bad signature', async () => {
    const { authenticator } = await accountWithPasskey();
    const response = await signInWithPasskey(t, authenticator, { signingKey: strangerKey() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notVerified);
    expect(response.cookies.find((c) => c.name === 'verba_session')).toBeUndefined();
  });

  it('an assertion for another origin', async () => {
    const { authenticator } = await accountWithPasskey();
    const response = await signInWithPasskey(t, authenticator, { origin: 'https://evil.example' });
    expect(response.json()).toEqual(notVerified);
  });

  it('an assertion for another relying party id', async () => {
    const { authenticator } = await accountWithPasskey();
    const options = await signInOptions(t);
    const assertion = authenticator.get({ ...options, rpId: 'localhost' }, { rpId: 'evil.example' });
    const response = await post(t, '/api/auth/login/passkey/confirm', assertion);
    expect(response.json()).toEqual(notVerified);
  });

  it('an assertion without user verification', async () => {
    const { authenticator } = await accountWithPasskey();
    const response = await signInWithPasskey(t, authenticator, { userVerified: false });
    expect(response.json()).toEqual(notVerified);
  });

  it('a reused challenge', async () => {
    const { authenticator } = await accountWithPasskey();
    const options = await signInOptions(t);
    expect((await post(t, '/api/auth/login/passkey/confirm', authenticator.get(options))).statusCode).toBe(
      200,
    );
    const replay = await post(t, '/api/auth/login/passkey/confirm', authenticator.get(options));
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('CHALLENGE_USED');
  });

  it('a challenge from a registration', async () => {
    const { cookies, authenticator } = await accountWithPasskey();
    const options = await registrationOptions(t, cookies);
    const response = await post(
      t,
      '/api/auth/login/passkey/confirm',
      authenticator.get({ challenge: options.challenge }),
    );
    expect(response.json().code).toBe('CHALLENGE_UNKNOWN');
  });

  it('a counter going backwards', async () => {
    const { authenticator } = await accountWithPasskey();
    expect((await signInWithPasskey(t, authenticator, { counter: 5 })).statusCode).toBe(200);
    const cloned = await signInWithPasskey(t, authenticator, { counter: 3 });
    expect(cloned.json()).toEqual(notVerified);
    const same = await signInWithPasskey(t, authenticator, { counter: 5 });
    expect(same.json()).toEqual(notVerified);
    expect((await signInWithPasskey(t, authenticator, { counter: 6 })).statusCode).toBe(200);
  });

  it('another account’s credential presented under this account’s user handle', async () => {
    const victim = await accountWithPasskey();
    const attacker = await accountWithPasskey();
    const response = await signInWithPasskey(t, attacker.authenticator, {
      credential: victim.authenticator.credentials[0],
      userHandle: attacker.authenticator.credentials[0]?.userHandle,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(notVerified);
  });

  it('a credential id of another account signed with the wrong key', async () => {
    const victim = await accountWithPasskey();
    const attacker = await accountWithPasskey();
    const stolen = victim.authenticator.credentials[0];
    if (!stolen) throw new Error('no credential');
    const response = await signInWithPasskey(t, attacker.authenticator, {
      credential: {
        ...stolen,
        privateKey: attacker.authenticator.credentials[0]?.privateKey ?? stolen.privateKey,
      },
    });
    expect(response.json()).toEqual(notVerified);
  });

  it('an expired challenge', async () => {
    const { authenticator } = await accountWithPasskey();
    const options = await signInOptions(t);
    t.clock.advance(fiveMinutes + 1000);
    const response = await post(t, '/api/auth/login/passkey/confirm', authenticator.get(options));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('CHALLENGE_EXPIRED');
  });

  it('a cross-site request', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/passkey',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
  });
});
