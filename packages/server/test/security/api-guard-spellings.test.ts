import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonHeaders, type TestApp } from '../helpers/test-app.ts';

// The router decodes percent-escapes before it matches, so the guard must judge the route that
// matched, not the URL as sent: every spelling either reaches the guard or no route at all.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
});
afterAll(async () => {
  await t.close();
});

const foreign = { origin: 'https://evil.example' };
const post = (url: string, headers: Record<string, string>, payload = '{}') =>
  t.app.inject({ method: 'POST', url, headers, payload });

const routedSpellings = [
  '/%61pi/auth/logout',
  '/%61%70%69/auth/logout',
  '/api/auth/%6cogout',
  '/api/auth/log%6Fut',
  '/%61pi/auth/logout?x=1',
];
const unroutedSpellings = [
  '/API/auth/logout',
  '//api/auth/logout',
  '/api//auth/logout',
  '/api/auth/logout.',
  '/api./auth/logout',
  '/api/auth/logout;x',
  '/api/auth/logout/',
  '/api%2Fauth/logout',
  '/%2561pi/auth/logout',
];

describe('the /api guard under other spellings of the path', () => {
  it.each(routedSpellings)('refuses a foreign Origin at %s', async (url) => {
    const response = await post(url, { ...jsonHeaders, ...foreign });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN_ORIGIN' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(routedSpellings)('refuses a form body at %s', async (url) => {
    const response = await post(url, { 'content-type': 'application/x-www-form-urlencoded' }, 'a=b');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it.each(unroutedSpellings)('answers %s with 404, reaching no route', async (url) => {
    const response = await post(url, { 'content-type': 'text/plain', ...foreign }, 'a=b');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('guards GraphQL reached through an escape', async () => {
    const response = await post(
      '/%61pi/graphql',
      { ...jsonHeaders, ...foreign },
      '{"query":"{ plans { id } }"}',
    );
    expect(response.statusCode).toBe(403);
    const plain = await post(
      '/api/%67raphql',
      { 'content-type': 'text/plain' },
      '{"query":"{ plans { id } }"}',
    );
    expect(plain.statusCode).toBe(415);
  });

  it('marks a read reached through an escape no-store', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('takes a zip only at the import route, however it is spelled', async () => {
    const zip = { 'content-type': 'application/zip' };
    // Past the guard: the route itself refuses a caller without a session.
    expect((await post('/%61pi/projects/p1/imports', zip, 'PK')).json()).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect((await post('/%61pi/auth/logout', zip, 'PK')).statusCode).toBe(415);
  });

  it('never lets a foreign Origin through, whatever characters are escaped', async () => {
    const percentEscape = (char: string, upper: boolean) => {
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return `%${upper ? hex.toUpperCase() : hex}`;
    };
    const path = 'api/auth/logout';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('plain', 'lower', 'upper'), {
          minLength: path.length,
          maxLength: path.length,
        }),
        async (choices) => {
          const url = `/${[...path].map((char, i) => (choices[i] === 'plain' ? char : percentEscape(char, choices[i] === 'upper'))).join('')}`;
          const response = await post(url, { ...jsonHeaders, ...foreign });
          expect([403, 404]).toContain(response.statusCode);
        },
      ),
      { numRuns: 200 },
    );
  });
});
