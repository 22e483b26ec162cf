import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey, signInOptions, signInWithPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, sessionFrom, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';

describe('signing in with a passkey', () => {
  it('offers request options for discoverable credentials', async () => {
    const options = await signInOptions(t);
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', timeout: 300_000 });
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.challenge).toMatch(/^[\w-]{40,}$/);
  });

  it('signs in, issues a new session and records the use', async () => {
    const { email, cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, authenticator);

    const response = await signInWithPasskey(t, authenticator);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const session = sessionFrom(response);
    expect(session.verba_session).not.toBe(cookies.verba_session);
    const user = (await info(t, session)).json();
    expect(user.email).toBe(email);
    expect(user.passkeys[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('ends the session the browser had before', async () => {
    const first = await signedInAccount(t);
    const second = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, second.cookies, authenticator);
    const options = await signInOptions(t);
    const response = await post(
      t,
      '/api/auth/login/passkey/confirm',
      authenticator.get(options),
      first.cookies,
    );
    expect(response.statusCode).toBe(200);
    expect((await info(t, first.cookies)).statusCode).toBe(401);
  });

  it('needs no TOTP step even when two-factor authentication is on', async () => {
    const { cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, authenticator);
    const { accounts } = await import('../../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    const id = (await info(t, cookies)).json().id;
    await t.database.db.update(accounts).set({ twoFactorEnabled: true }).where(eq(accounts.id, id));
    const response = await signInWithPasskey(t, authenticator);
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await info(t, sessionFrom(response))).json().twoFactorEnabled).toBe(true);
  });

  it('refuses a passkey that was removed, with a message for a person', async () => {
    const { cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, authenticator);
    await post(t, '/api/auth/setup/passkey/disable', {}, cookies);
    const response = await signInWithPasskey(t, authenticator);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'This passkey is not registered. Sign in with your password.',
      code: 'PASSKEY_UNKNOWN',
    });
  });

  it('refuses bad input with 400, never a 500', async () => {
    for (const body of [
      {},
      { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON: '' } },
      [],
    ]) {
      const response = await post(t, '/api/auth/login/passkey/confirm', body);
      expect(response.statusCode).toBe(400);
    }
  });
});
