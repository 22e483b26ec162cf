import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, jsonHeaders, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';
import { codeAt, enableTwoFactor, nextTimeStep, passwordStep, wrongCodeFor } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

async function signInWith(email: string, userAgent: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...jsonHeaders, 'user-agent': userAgent },
    remoteAddress: '198.51.100.9',
    payload: JSON.stringify({ email, password: goodPassword }),
  });
  return sessionFrom(response);
}

const subjects = async (email: string) => (await t.mailsTo(email)).map((mail) => mail.subject);
const logOf = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/security-log', cookies })).json().events;

describe('security notices', () => {
  it('mails what changed, when and from where, with a "This wasn’t me" link', async () => {
    const { email, cookies } = await signedInAccount(t);
    await addPasskey(t, cookies, new SoftAuthenticator(origin));
    const mail = (await t.mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('A passkey was added to your Verba account');
    expect(mail?.text).toContain('A new passkey was added to your Verba account.');
    expect(mail?.text).toMatch(/When: .* UTC/);
    expect(mail?.text).toContain('Browser: ');
    expect(tokenFrom(mail, '/not-me')).toBeTruthy();
  });

  it('mails each factor change', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const regenerated = await post(
      t,
      '/api/auth/setup/2fa/recovery-codes',
      { code: await codeAt(t, secret) },
      cookies,
    );
    expect(regenerated.statusCode).toBe(200);
    nextTimeStep(t);
    await post(t, '/api/auth/setup/2fa/disable', { code: await codeAt(t, secret) }, cookies);
    await addPasskey(t, cookies, new SoftAuthenticator(origin));
    await post(t, '/api/auth/setup/passkey/disable', {}, cookies);
    await post(
      t,
      '/api/auth/setup/password',
      { oldPassword: goodPassword, newPassword: `${goodPassword}!` },
      cookies,
    );
    expect(await subjects(email)).toEqual(
      expect.arrayContaining([
        'Two-factor authentication is on',
        'New recovery codes for your Verba account',
        'Two-factor authentication is off',
        'A passkey was added to your Verba account',
        'A passkey was removed from your Verba account',
        'Your Verba password was changed',
      ]),
    );
  });

  it('writes German mails with "du" for a German account', async () => {
    const { email, cookies } = await signedInAccount(t, { locale: 'de-DE' });
    await addPasskey(t, cookies, new SoftAuthenticator(origin));
    const mail = (await t.mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('Neuer Passkey in deinem Verba-Konto');
    expect(mail?.text).toContain('Wenn du das warst, musst du nichts tun.');
    expect(mail?.html).toContain('Das war ich nicht');
  });

  it('mails a sign-in from a browser the account has not used, once', async () => {
    const { email } = await signedInAccount(t);
    const before = (await subjects(email)).length;
    await signInWith(email, firefox);
    const mails = await t.mailsTo(email);
    expect(mails.slice(before).map((mail) => mail.subject)).toEqual(['New sign-in to your Verba account']);
    expect(mails.at(-1)?.text).toContain('Firefox on Linux (198.51.100.9)');
    await signInWith(email, firefox);
    expect(await t.mailsTo(email)).toHaveLength(mails.length);
  });
});

// “This wasn’t me” itself: test/security/not-me-lockdown.test.ts.

describe('the security log', () => {
  it('lists sign-ins with their method, failures and changes, newest first, without secrets', async () => {
    const { email, cookies } = await signedInAccount(t);
    await post(t, '/api/auth/login', { email, password: 'wrong password tried' });
    const laptop = await signInWith(email, firefox);
    await addPasskey(t, laptop, new SoftAuthenticator(origin));
    await post(t, '/api/auth/sessions/end-others', {}, laptop);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/security-log', cookies: laptop });
    expect(response.body).not.toContain('wrong password tried');
    expect(response.body).not.toContain(goodPassword);
    const events = response.json().events;
    expect(events.map((event: { kind: string }) => event.kind)).toEqual([
      'other-sessions-ended',
      'passkey-added',
      'sign-in',
      'sign-in-failed',
      'sign-in',
    ]);
    expect(events[2]).toMatchObject({
      method: 'password',
      device: { browser: 'Firefox', os: 'Linux' },
      address: '198.51.100.9',
    });
    // The first session was among the others that ended.
    expect(await logOf(cookies)).toBeUndefined();
  });

  it('lists a wrong code and a wrong recovery code at the code step, by method', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const wrongCode = await wrongCodeFor(t, secret);
    const pending = await passwordStep(t, email);
    expect((await post(t, '/api/auth/login/2fa', { code: wrongCode }, pending)).statusCode).toBe(401);
    const wrongRecovery = await post(
      t,
      '/api/auth/login/2fa/recovery',
      { recoveryCode: 'not-a-code' },
      pending,
    );
    expect(wrongRecovery.statusCode).toBe(401);
    const signedIn = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/security-log',
      cookies: sessionFrom(signedIn),
    });
    expect(response.body).not.toContain(wrongCode);
    expect(response.body).not.toContain('not-a-code');
    const events = response.json().events as { kind: string; method: string | null }[];
    expect(events.slice(0, 3).map(({ kind, method }) => [kind, method])).toEqual([
      ['sign-in', 'password+code'],
      ['sign-in-code-failed', 'password+recovery-code'],
      ['sign-in-code-failed', 'password+code'],
    ]);
  });

  it('lists a password reset as a password change, from the browser that made it', async () => {
    const { email } = await signedInAccount(t);
    await post(t, '/api/auth/password/forgot', { email });
    const token = tokenFrom((await t.mailsTo(email)).at(-1), '/sign-in/forgot-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      headers: { ...jsonHeaders, 'user-agent': firefox },
      remoteAddress: '198.51.100.7',
      payload: JSON.stringify({ token, newPassword: 'a brand new passphrase' }),
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await post(t, '/api/auth/login', { email, password: 'a brand new passphrase' });
    const [, changed] = await logOf(sessionFrom(signedIn));
    expect(changed).toMatchObject({
      kind: 'password-changed',
      method: null,
      device: { browser: 'Firefox', os: 'Linux' },
      address: '198.51.100.7',
    });
  });

  it('keeps 90 days', async () => {
    const { email, cookies } = await signedInAccount(t);
    expect(await logOf(cookies)).toHaveLength(1);
    t.clock.advance(91 * 24 * 60 * 60 * 1000);
    const later = await signInWith(email, firefox);
    expect(await logOf(later)).toHaveLength(1);
  });
});
