import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  [plain, https] = await Promise.all([
    createTestApp({ PUBLIC_URL: 'http://localhost:3000' }),
    createTestApp({ PUBLIC_URL: 'https://verba.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain.close(), https.close()]);
});

describe('security headers', () => {
  it('sends a CSP without inline scripts (no app is built here) that forbids framing', async () => {
    const response = await plain.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("allows the built page's inline theme script by its hash, and no other inline script", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'verba-dist-'));
    const theme = "\n  document.documentElement.dataset.theme = 'business';\n";
    writeFileSync(
      join(dist, 'index.html'),
      `<head><script>${theme}</script><script type="module" src="/assets/index.js"></script></head>`,
    );
    const built = await createTestApp({ APP_DIST_DIR: dist });
    try {
      const response = await built.app.inject({ method: 'GET', url: '/' });
      const hash = createHash('sha256').update(theme).digest('base64');
      const scriptSrc = String(response.headers['content-security-policy']).match(/script-src ([^;]*)/)?.[1];
      expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
    } finally {
      await built.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('marks every /api answer no-store, errors included', async () => {
    for (const url of ['/api/health', '/api/auth/info', '/api/unknown']) {
      const response = await plain.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('turns off browser features the app never uses, keeping WebAuthn for itself', async () => {
    for (const url of ['/api/health', '/']) {
      const policy = String((await plain.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      expect(policy).toContain('camera=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('publickey-credentials-get=(self)');
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const overHttp = await plain.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(String(overHttp.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    const overHttps = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});

describe('request guard on state-changing calls', () => {
  const post = (app: TestApp, headers: Record<string, string>, payload: string) =>
    app.app.inject({ method: 'POST', url: '/api/auth/logout', headers, payload });

  it('refuses a foreign Origin with 403', async () => {
    const response = await post(plain, { ...jsonHeaders, origin: 'https://evil.example' }, '{}');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
  });

  it('refuses a foreign Origin on GraphQL too', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...jsonHeaders, origin: 'http://localhost:3001' },
      payload: { query: '{ plans { id } }' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('compares the Origin with the PUBLIC_URL origin exactly', async () => {
    const own = await https.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { ...jsonHeaders, origin: 'https://verba.example' },
      payload: { query: '{ plans { id } }' },
    });
    expect(own.statusCode).toBe(200);
    const plainHttp = await post(https, { ...jsonHeaders, origin: 'http://verba.example' }, '{}');
    expect(plainHttp.statusCode).toBe(403);
  });

  it.each([
    ['text/plain', '{}'],
    ['application/x-www-form-urlencoded', 'a=b'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('refuses a %s body with 415', async (type, payload) => {
    const response = await post(plain, { 'content-type': type }, payload);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: expect.stringMatching(/JSON/),
    });
  });

  it('refuses a POST without any body type with 415', async () => {
    const response = await plain.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const payload = JSON.stringify({ email: 'a'.repeat(70 * 1024) });
    const response = await post(plain, jsonHeaders, payload);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await post(plain, jsonHeaders, '{"email":');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('accepts application/json with a charset', async () => {
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: { query: '{ plans { id } }' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cookies and timeouts', () => {
  const register = async (t: TestApp, email: string) => {
    const headers = { ...jsonHeaders, origin: t.env.PUBLIC_URL };
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers,
      payload: JSON.stringify({ email, password: goodPassword, firstName: 'A', lastName: 'B' }),
    });
    const mail = (await t.mailsTo(email)).find((sent) => sent.text.includes('/confirm?token='));
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/confirm',
      headers,
      payload: JSON.stringify({ token: tokenFrom(mail, '/confirm') }),
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: JSON.stringify({ email, password: goodPassword }),
    });
  };

  it('names every cookie __Host- under https (Secure, Path=/), and the session works by that name', async () => {
    const login = await register(https, uniqueEmail());
    expect(login.statusCode).toBe(200);
    const names = login.cookies.map((cookie) => cookie.name).sort();
    expect(names).toEqual(['__Host-verba_session', '__Host-verba_signed_in']);
    for (const cookie of login.cookies) expect(cookie).toMatchObject({ secure: true, path: '/' });
    const session = login.cookies.find((cookie) => cookie.name === '__Host-verba_session')?.value ?? '';
    const info = await https.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      cookies: { '__Host-verba_session': session },
    });
    expect(info.statusCode).toBe(200);
    // The unprefixed name, which a sibling subdomain could set, is not read.
    const planted = await https.app.inject({
      method: 'GET',
      url: '/api/auth/info',
      cookies: { verba_session: session },
    });
    expect(planted.statusCode).toBe(401);
  });

  it('keeps the plain names over http, where the browser refuses __Host- cookies', async () => {
    const login = await register(plain, uniqueEmail());
    expect(login.cookies.map((cookie) => cookie.name).sort()).toEqual(['verba_session', 'verba_signed_in']);
  });

  it('gives up on a request that does not arrive in time', () => {
    expect(plain.app.server.requestTimeout).toBe(30_000);
  });
});
