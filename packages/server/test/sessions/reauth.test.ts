import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { codeAt, enableTwoFactor, nextTimeStep } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const elevenMinutes = 11 * 60 * 1000;
type Cookies = Record<string, string>;

const reauthOptions = async (cookies: Cookies) =>
  (await post(t, '/api/auth/reauth/passkey', {}, cookies)).json().publicKey;

describe('fresh sign-in for sensitive changes', () => {
  it('lets a session that just signed in add a passkey', async () => {
    const { cookies } = await signedInAccount(t);
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(200);
  });

  it('answers 403 REAUTH_REQUIRED for every sensitive change once 10 minutes have passed', async () => {
    const { cookies } = await signedInAccount(t);
    t.clock.advance(elevenMinutes);
    const calls: [string, unknown][] = [
      ['/api/auth/setup/passkey', {}],
      ['/api/auth/setup/passkey/confirm', {}],
      ['/api/auth/setup/passkey/disable', {}],
      ['/api/auth/setup/2fa', {}],
      ['/api/auth/setup/2fa/confirm', { code: '123456' }],
      ['/api/auth/setup/2fa/recovery-codes', { code: '123456' }],
      ['/api/auth/setup/2fa/disable', { code: '123456' }],
      ['/api/auth/setup/2fa/disable/recovery', { recoveryCode: 'x' }],
      ['/api/auth/setup/email', { email: 'new@example.test', password: goodPassword }],
      ['/api/auth/setup/delete', { password: goodPassword }],
    ];
    for (const [url, body] of calls) {
      const response = await post(t, url, body, cookies);
      expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
        url,
        status: 403,
        code: 'REAUTH_REQUIRED',
      });
    }
    // Everyday changes go on without it.
    const profile = await post(t, '/api/auth/setup/profile', { firstName: 'A', lastName: 'B' }, cookies);
    expect(profile.statusCode).toBe(200);
  });

  it('opens the window again after the password', async () => {
    const { cookies } = await signedInAccount(t);
    t.clock.advance(elevenMinutes);
    const wrong = await post(t, '/api/auth/reauth', { password: 'not it' }, cookies);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_PASSWORD', field: 'password' });
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(403);
    expect((await post(t, '/api/auth/reauth', { password: goodPassword }, cookies)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(200);
    t.clock.advance(elevenMinutes);
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(403);
  });

  it('opens the window after a TOTP code, used once', async () => {
    const { cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    t.clock.advance(elevenMinutes);
    const code = await codeAt(t, secret);
    expect((await post(t, '/api/auth/reauth', { code }, cookies)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/reauth', { code }, cookies)).json().code).toBe('CODE_ALREADY_USED');
    nextTimeStep(t);
    const regenerated = await post(
      t,
      '/api/auth/setup/2fa/recovery-codes',
      { code: await codeAt(t, secret) },
      cookies,
    );
    expect(regenerated.statusCode).toBe(200);
  });

  it('refuses a code for an account without 2FA', async () => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/reauth', { code: '123456' }, cookies);
    expect(response.json().code).toBe('TWO_FACTOR_DISABLED');
  });

  it('opens the window after a passkey of the same account, not of another', async () => {
    const { cookies } = await signedInAccount(t);
    const mine = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, mine);
    const other = await signedInAccount(t);
    const theirs = new SoftAuthenticator(origin);
    await addPasskey(t, other.cookies, theirs);
    t.clock.advance(elevenMinutes);

    const options = await reauthOptions(cookies);
    expect(options.allowCredentials).toHaveLength(1);
    const foreign = await post(t, '/api/auth/reauth', theirs.get(options), cookies);
    expect(foreign.statusCode).toBe(401);
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(403);

    const ok = await post(t, '/api/auth/reauth', mine.get(await reauthOptions(cookies)), cookies);
    expect(ok.statusCode).toBe(200);
    expect((await post(t, '/api/auth/setup/passkey/disable', {}, cookies)).statusCode).toBe(200);
  });

  it('does not take a re-auth challenge for a sign-in', async () => {
    const { cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator(origin);
    await addPasskey(t, cookies, authenticator);
    const options = await reauthOptions(cookies);
    const signIn = await post(t, '/api/auth/login/passkey/confirm', authenticator.get(options));
    expect(signIn.json().code).toBe('CHALLENGE_UNKNOWN');
  });

  it('answers clear 400s and 401s for bad input', async () => {
    const { cookies } = await signedInAccount(t);
    expect((await post(t, '/api/auth/reauth', {}, cookies)).json()).toMatchObject({ code: 'INVALID_INPUT' });
    expect((await post(t, '/api/auth/reauth', { code: 'abc' }, cookies)).json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'code',
    });
    expect((await post(t, '/api/auth/reauth', { response: 1 }, cookies)).statusCode).toBe(400);
    expect((await post(t, '/api/auth/reauth', { password: goodPassword })).statusCode).toBe(401);
  });
});
