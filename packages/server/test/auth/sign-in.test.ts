import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema.ts';
import { goodPassword, info, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let t: TestApp;
let https: TestApp;
beforeAll(async () => {
  [t, https] = await Promise.all([createTestApp(), createTestApp({ PUBLIC_URL: 'https://verba.example' })]);
});
afterAll(async () => {
  await Promise.all([t.close(), https.close()]);
});

const day = 24 * 60 * 60 * 1000;

describe('POST /api/auth/login', () => {
  it('signs in with {status: "ok"} and an HttpOnly, SameSite=Lax session cookie of 256 bits', async () => {
    const { email } = await signedInAccount(t);
    const response = await post(t, '/api/auth/login', {
      email: ` ${email.toUpperCase()}`,
      password: goodPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    const cookie = response.cookies.find((c) => c.name === 'verba_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
  });

  it('sets a readable signed-in hint beside the session, without any secret in it', async () => {
    const { email } = await signedInAccount(t);
    const response = await post(t, '/api/auth/login', { email, password: goodPassword });
    const hint = response.cookies.find((c) => c.name === 'verba_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = response.cookies.find((c) => c.name === 'verba_session');
    expect(hint?.maxAge).toBe(session?.maxAge);
    const signedOut = await post(t, '/api/auth/logout', {}, { verba_session: String(session?.value) });
    expect(signedOut.cookies.find((c) => c.name === 'verba_signed_in')?.value).toBe('');
  });

  it('marks the cookie Secure (and __Host-) when PUBLIC_URL is https', async () => {
    const email = uniqueEmail();
    await post(https, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    const mail = (await https.mailsTo(email)).find((sent) => sent.text.includes('/confirm?token='));
    await post(https, '/api/auth/confirm', { token: tokenFrom(mail, '/confirm') });
    const response = await post(https, '/api/auth/login', { email, password: goodPassword });
    expect(response.cookies.find((c) => c.name === '__Host-verba_session')?.secure).toBe(true);
  });

  it('stores only a hash of the session token', async () => {
    const { cookies } = await signedInAccount(t);
    const rows = await t.database.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.tokenHash === cookies.verba_session)).toBe(false);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { email } = await signedInAccount(t);
    const wrong = await post(t, '/api/auth/login', { email, password: 'not the right one' });
    const unknown = await post(t, '/api/auth/login', { email: uniqueEmail(), password: goodPassword });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid e-mail or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.cookies).toHaveLength(0);
  });

  it('answers 403 for an unconfirmed account, but only after the right password', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    const wrong = await post(t, '/api/auth/login', { email, password: 'not the right one' });
    expect(wrong.statusCode).toBe(401);
    const right = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({
      code: 'ACCOUNT_UNCONFIRMED',
      error: expect.stringMatching(/confirm/),
    });
    expect(right.cookies).toHaveLength(0);
  });

  it('issues a new token at every sign-in and ends the one the browser had', async () => {
    const { email, cookies: first } = await signedInAccount(t);
    const again = await post(t, '/api/auth/login', { email, password: goodPassword }, first);
    const second = sessionFrom(again);
    expect(second.verba_session).not.toBe(first.verba_session);
    expect((await info(t, first)).statusCode).toBe(401);
    expect((await info(t, second)).statusCode).toBe(200);
  });

  it.each([
    [{ password: goodPassword }, 'email'],
    [{ email: 'a@example.test' }, 'password'],
    [{ email: 'a@example.test', password: '' }, 'password'],
    [{ email: ['a@example.test'], password: goodPassword }, 'email'],
    [{ email: 'a@example.test', password: { value: 1 } }, 'password'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await post(t, '/api/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
  });
});

describe('GET /api/auth/info', () => {
  it('answers the signed-in account', async () => {
    const { email, cookies } = await signedInAccount(t);
    const response = await info(t, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      firstName: 'Ada',
      lastName: 'Lovelace',
      twoFactorEnabled: false,
      recoveryCodesLeft: 0,
      passkeys: [],
      pendingRemoval: null,
    });
  });

  it('lets the GraphQL viewer see the same account on the free plan', async () => {
    const { email, cookies } = await signedInAccount(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      cookies,
      payload: {
        query: '{ viewer { email firstName projectsOwned subscription { plan { id name projectLimit } } } }',
      },
    });
    expect(response.json()).toEqual({
      data: {
        viewer: {
          email,
          firstName: 'Ada',
          projectsOwned: 0,
          subscription: { plan: { id: 'free', name: 'Free', projectLimit: 3 } },
        },
      },
    });
  });
});

describe('sessions', () => {
  it('end on sign-out, server-side: the old cookie no longer works', async () => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/logout', {}, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cleared = response.cookies.find((c) => c.name === 'verba_session');
    expect(cleared?.value).toBe('');
    expect((await info(t, cookies)).statusCode).toBe(401);
  });

  it('sign-out without a session still answers success', async () => {
    const response = await post(t, '/api/auth/logout', {});
    expect(response.statusCode).toBe(200);
  });

  it('expire after 7 idle days', async () => {
    const { cookies } = await signedInAccount(t);
    t.clock.advance(6 * day);
    expect((await info(t, cookies)).statusCode).toBe(200);
    t.clock.advance(6 * day);
    expect((await info(t, cookies)).statusCode).toBe(200);
    t.clock.advance(8 * day);
    const expired = await info(t, cookies);
    t.clock.advance(-20 * day);
    expect(expired.statusCode).toBe(401);
  });

  it('expire 30 days after sign-in however active', async () => {
    const { cookies } = await signedInAccount(t);
    for (let days = 0; days < 24; days += 6) {
      t.clock.advance(6 * day);
      expect((await info(t, cookies)).statusCode).toBe(200);
    }
    t.clock.advance(6 * day);
    const expired = await info(t, cookies);
    t.clock.advance(-30 * day);
    expect(expired.statusCode).toBe(401);
  });
});
