import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, info, post, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, sessionFrom, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signInWith(email: string, userAgent: string, remoteAddress = '203.0.113.7') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...jsonHeaders, 'user-agent': userAgent },
    remoteAddress,
    payload: JSON.stringify({ email, password: goodPassword }),
  });
  return sessionFrom(response);
}

const listOf = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/sessions', cookies });

describe('the sessions of an account', () => {
  it('lists each with device, address and dates, the current one marked', async () => {
    const { email } = await signedInAccount(t);
    const laptop = await signInWith(email, firefox);
    await signInWith(email, iphone, '198.51.100.4');
    const response = await listOf(laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json();
    expect(sessions).toHaveLength(3);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([
      {
        id: expect.any(String),
        device: { browser: 'Firefox', os: 'Linux', type: 'desktop' },
        address: '203.0.113.7',
        createdAt: expect.any(String),
        lastActiveAt: expect.any(String),
        current: true,
      },
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({
        device: { browser: 'Safari', os: 'iOS', type: 'mobile' },
        address: '198.51.100.4',
        current: false,
      }),
    );
    // No token nor its hash leaves the server.
    expect(response.body).not.toContain(laptop.verba_session);
  });

  it('signs out one other session, which is then signed out', async () => {
    const { email, cookies } = await signedInAccount(t);
    const phone = await signInWith(email, iphone);
    const { sessions } = (await listOf(cookies)).json();
    const target = sessions.find((s: { current: boolean; device: { os: string } }) => s.device.os === 'iOS');
    expect((await post(t, '/api/auth/sessions/end', { id: target.id }, cookies)).statusCode).toBe(200);
    expect((await info(t, phone)).statusCode).toBe(401);
    expect((await info(t, cookies)).statusCode).toBe(200);
    const again = await post(t, '/api/auth/sessions/end', { id: target.id }, cookies);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('SESSION_NOT_FOUND');
  });

  it('cannot end a session of another account', async () => {
    const mine = await signedInAccount(t);
    const theirs = await signedInAccount(t);
    const [their] = (await listOf(theirs.cookies)).json().sessions;
    expect((await post(t, '/api/auth/sessions/end', { id: their.id }, mine.cookies)).statusCode).toBe(404);
    expect((await info(t, theirs.cookies)).statusCode).toBe(200);
  });

  it('signs out all the others and keeps this one', async () => {
    const { email, cookies } = await signedInAccount(t);
    const a = await signInWith(email, firefox);
    const b = await signInWith(email, iphone);
    expect((await post(t, '/api/auth/sessions/end-others', {}, cookies)).statusCode).toBe(200);
    expect((await info(t, a)).statusCode).toBe(401);
    expect((await info(t, b)).statusCode).toBe(401);
    expect((await listOf(cookies)).json().sessions).toHaveLength(1);
  });

  it('needs a session and a well-formed id', async () => {
    expect((await listOf({})).statusCode).toBe(401);
    const { cookies } = await signedInAccount(t);
    expect((await post(t, '/api/auth/sessions/end', {}, cookies)).json()).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'id',
    });
  });
});
