import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const minute = 60_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      limits: {
        loginPerIp: { max: 30, windowMs: minute },
        // Lowered to test what counts toward the lock; brute-force.test.ts tests the real cap of 100.
        failedPasswordsPerAccount: { max: 3, windowMs: 60 * minute },
        registerPerIp: { max: 30, windowMs: minute },
        registerPerEmail: { max: 2, windowMs: minute },
        forgotPerIp: { max: 30, windowMs: minute },
        forgotPerEmail: { max: 2, windowMs: minute },
      },
    },
  );
});
afterAll(() => t.close());

function fromIp(ip: string, url: string, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

function expectLimited(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    code: 'RATE_LIMITED',
    error: expect.stringMatching(/^Too many attempts/),
  });
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
}

function expectLocked(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode).toBe(423);
  expect(response.json().code).toBe('PASSWORD_SIGN_IN_LOCKED');
}

describe('failed sign-ins per account', () => {
  it('lock password sign-in, even with the right password, once the cap is reached', async () => {
    const { email } = await signedInAccount(t);
    for (let i = 0; i < 3; i++) {
      expect((await post(t, '/api/auth/login', { email, password: `wrong password ${i}` })).statusCode).toBe(
        401,
      );
    }
    expectLocked(await post(t, '/api/auth/login', { email, password: goodPassword }));
  });

  it('count per account: another account signs in meanwhile', async () => {
    const { email: victim } = await signedInAccount(t);
    const { email } = await signedInAccount(t);
    for (let i = 0; i < 3; i++)
      await post(t, '/api/auth/login', { email: victim, password: `wrong ${i} wrong` });
    expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const { email } = await signedInAccount(t);
    for (let i = 0; i < 5; i++) {
      expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(200);
    }
  });

  it('include wrong passwords given in the settings', async () => {
    const { email, cookies } = await signedInAccount(t);
    for (let i = 0; i < 3; i++) {
      const response = await post(t, '/api/auth/setup/delete', { password: `wrong ${i} wrong` }, cookies);
      expect(response.statusCode).toBe(401);
    }
    expectLocked(await post(t, '/api/auth/setup/delete', { password: goodPassword }, cookies));
    expectLocked(await post(t, '/api/auth/login', { email, password: goodPassword }));
  });

  it('count unknown addresses too, so the answer never differs by existence', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) await post(t, '/api/auth/login', { email, password: `wrong ${i} wrong` });
    expectLocked(await post(t, '/api/auth/login', { email, password: goodPassword }));
  });
});

describe('per address limits', () => {
  it('on register', async () => {
    const email = uniqueEmail();
    const body = { email, password: goodPassword, firstName: 'A', lastName: 'B' };
    expect((await fromIp('10.0.1.1', '/api/auth/register', body)).statusCode).toBe(201);
    expect((await fromIp('10.0.1.2', '/api/auth/register', body)).statusCode).toBe(201);
    expectLimited(await fromIp('10.0.1.3', '/api/auth/register', body));
  });

  it('on forgot, for known and unknown addresses alike', async () => {
    const { email } = await signedInAccount(t);
    const stranger = uniqueEmail();
    for (const address of [email, stranger]) {
      expect((await fromIp('10.0.2.1', '/api/auth/password/forgot', { email: address })).statusCode).toBe(
        200,
      );
      expect((await fromIp('10.0.2.2', '/api/auth/password/forgot', { email: address })).statusCode).toBe(
        200,
      );
      expectLimited(await fromIp('10.0.2.3', '/api/auth/password/forgot', { email: address }));
    }
  });
});

describe('per IP limits', () => {
  it.each([
    ['/api/auth/login', (i: number) => ({ email: uniqueEmail(), password: `whatever ${i} whatever` })],
    [
      '/api/auth/register',
      () => ({ email: uniqueEmail(), password: goodPassword, firstName: 'A', lastName: 'B' }),
    ],
    ['/api/auth/password/forgot', () => ({ email: uniqueEmail() })],
  ])('on %s: the 31st call within a minute answers 429; another address is unaffected', async (url, body) => {
    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 30; i++) {
      expect((await fromIp(ip, url, body(i))).statusCode).not.toBe(429);
    }
    const limited = await fromIp(ip, url, body(31));
    expectLimited(limited);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await fromIp('10.2.0.1', url, body(32))).statusCode).not.toBe(429);
  });
});

describe('limits behind a proxy', () => {
  const perIp = { loginPerIp: { max: 2, windowMs: minute } };
  const signIn = (app: TestApp, forwardedFor: string, remoteAddress = '10.9.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ email: uniqueEmail(), password: 'not the password at all' }),
    });

  it('counts each client behind a trusted proxy on its own (TRUST_PROXY=1)', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' }, { limits: perIp });
    try {
      for (let i = 0; i < 2; i++) expect((await signIn(proxied, '198.51.100.1')).statusCode).toBe(401);
      expect((await signIn(proxied, '198.51.100.1')).statusCode).toBe(429);
      expect((await signIn(proxied, '198.51.100.2')).statusCode).toBe(401);
    } finally {
      await proxied.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY, so a client cannot pick its own address', async () => {
    const direct = await createTestApp({}, { limits: perIp });
    try {
      for (let i = 0; i < 2; i++) expect((await signIn(direct, `198.51.100.${i}`)).statusCode).toBe(401);
      expect((await signIn(direct, '198.51.100.99')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('trusts only the listed proxies and keys IPv6 clients by their /64', async () => {
    const listed = await createTestApp({ TRUST_PROXY: '10.9.0.0/16' }, { limits: perIp });
    try {
      expect((await signIn(listed, '2001:db8:1:2::a')).statusCode).toBe(401);
      expect((await signIn(listed, '2001:db8:1:2::b')).statusCode).toBe(401);
      expect((await signIn(listed, '2001:db8:1:2:ffff::c')).statusCode).toBe(429);
      expect((await signIn(listed, '2001:db8:1:3::a')).statusCode).toBe(401);
      // From an address outside the list, the header is ignored: the peer itself is the client.
      expect((await signIn(listed, '203.0.113.1', '172.16.0.1')).statusCode).toBe(401);
      expect((await signIn(listed, '203.0.113.2', '172.16.0.1')).statusCode).toBe(401);
      expect((await signIn(listed, '203.0.113.3', '172.16.0.1')).statusCode).toBe(429);
    } finally {
      await listed.close();
    }
  });
});
