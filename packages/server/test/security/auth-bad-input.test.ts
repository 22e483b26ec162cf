import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goodPassword, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let email: string;
let cookies: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  ({ email } = await signedInAccount(t));
});
afterAll(() => t.close());

// A fresh session per test (logout and login end the old one), from an address of its own so the
// per-IP sign-in limit stays out of the way.
let n = 0;
beforeEach(async () => {
  n += 1;
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.9.${Math.floor(n / 250)}.${n % 250}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: goodPassword }),
  });
  cookies = sessionFrom(login);
});

// Every state-changing auth call, signed in, so the guards are what refuses and not the 401.
const routes = [
  '/api/auth/register',
  '/api/auth/confirm',
  '/api/auth/confirm/decline',
  '/api/auth/invitation',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/password/forgot',
  '/api/auth/password/reset',
  '/api/auth/setup/profile',
  '/api/auth/setup/email',
  '/api/auth/setup/email/confirm',
  '/api/auth/setup/password',
  '/api/auth/setup/delete',
];

const send = (url: string, headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: 'POST', url, headers, payload, cookies });

describe.each(routes)('%s', (url) => {
  it('refuses a foreign Origin with 403', async () => {
    const response = await send(
      url,
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      '{}',
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
  });

  it('accepts its own Origin', async () => {
    const response = await send(
      url,
      { 'content-type': 'application/json', origin: 'http://localhost:3000' },
      '{}',
    );
    expect(response.statusCode).not.toBe(403);
  });

  it('refuses a form body with 415', async () => {
    const response = await send(url, { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a');
    expect(response.statusCode).toBe(415);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const response = await send(
      url,
      { 'content-type': 'application/json' },
      JSON.stringify({ x: 'y'.repeat(66_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses broken JSON with 400', async () => {
    const response = await send(url, { 'content-type': 'application/json' }, '{"token": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON' });
  });

  it('refuses a JSON array with 400', async () => {
    const response = await send(url, { 'content-type': 'application/json' }, '[]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('answers GET with 404 JSON: only POST exists', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

it('never answers bad input with a 5xx', async () => {
  const bodies = [
    '{}',
    '{"email":null,"password":null}',
    '{"token":{"$ne":1}}',
    '"x"',
    'null',
    '1e999',
    '{"__proto__":{"a":1}}',
  ];
  for (const url of routes) {
    for (const body of bodies) {
      const response = await send(url, { 'content-type': 'application/json' }, body);
      expect(response.statusCode, `${url} ${body}`).toBeLessThan(500);
    }
  }
});
