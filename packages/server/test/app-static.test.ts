import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/env.ts';
import type { TestApp } from './helpers/test-app.ts';
import { createTestApp, testSecretKey } from './helpers/test-app.ts';

const html = { accept: 'text/html,application/xhtml+xml' };
let dist: string;
let built: FastifyInstance;
let unbuilt: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'verba-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Verba</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), 'brotli bytes');
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), 'gzip bytes');
  writeFileSync(join(dist, 'index.html.br'), 'brotli html');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  mkdirSync(join(dist, 'prerendered'));
  writeFileSync(join(dist, 'prerendered', 'index.html'), '<title>Verba</title><h1>Landing</h1>');
  writeFileSync(join(dist, 'prerendered', 'sign-in.html'), '<title>Sign in · Verba</title><h1>Sign in</h1>');
  mkdirSync(join(dist, 'preloading'));
  writeFileSync(join(dist, 'preloading', 'settings.html'), '<title>Verba</title><link rel="modulepreload">');
  writeFileSync(join(dist, 'preloading', 'settings.html.br'), 'brotli settings shell');
  unbuilt = await createTestApp();
  // The static part needs no database of its own; it shares the unbuilt app's.
  built = await buildApp({
    env: loadEnv({ APP_DIST_DIR: dist }),
    db: unbuilt.database.db,
    secretKey: testSecretKey,
  });
});
afterAll(async () => {
  await built.close();
  await unbuilt.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built app', () => {
  it('serves index.html with no-cache', async () => {
    const response = await built.inject({ method: 'GET', url: '/index.html', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Verba</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await built.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends what the build compressed to browsers that accept it, varying on Accept-Encoding', async () => {
    const asset = (encoding: string) =>
      built.inject({
        method: 'GET',
        url: '/assets/index-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
    const br = await asset('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli bytes');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await asset('gzip')).body).toBe('gzip bytes');
    const identity = await asset('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe('console.log(1)');
    const page = await built.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.body).toBe('brotli html');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends a script or a stylesheet only the headers a subresource needs, and documents all of them', async () => {
    const documentHeaders = [
      'content-security-policy',
      'x-frame-options',
      'permissions-policy',
      'cross-origin-opener-policy',
      'referrer-policy',
    ];
    for (const url of ['/assets/index-abc123.js', '/assets/index-abc123.css']) {
      for (const encoding of ['br', 'identity']) {
        const response = await built.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
        for (const name of documentHeaders) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // The page itself, its fallback, an SVG, a 404 and the API keep the full set.
    for (const url of ['/', '/dashboard', '/favicon.svg', '/assets/gone-123.js', '/api/health']) {
      const response = await built.inject({ method: 'GET', url, headers: html });
      for (const name of documentHeaders) expect(response.headers[name], `${url} ${name}`).toBeDefined();
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('sends the prerendered public pages to a browser without a session, and the app shell to one with', async () => {
    for (const [url, heading] of [
      ['/', '<h1>Landing</h1>'],
      ['/sign-in', '<h1>Sign in</h1>'],
      ['/sign-in?next=%2Fdashboard', '<h1>Sign in</h1>'],
    ] as const) {
      const page = await built.inject({ method: 'GET', url, headers: html });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(heading);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      const signedIn = await built.inject({
        method: 'GET',
        url,
        headers: html,
        cookies: { verba_session: 'x' },
      });
      expect(signedIn.body).toBe('<!doctype html><title>Verba</title>');
    }
    // Other pages still get the shell.
    expect((await built.inject({ method: 'GET', url: '/sign-up', headers: html })).body).toBe(
      '<!doctype html><title>Verba</title>',
    );
  });

  it('sends a signed-in page the shell that preloads its chunks, with or without a session', async () => {
    const withoutSession: Record<string, string> = {};
    for (const cookies of [withoutSession, { verba_session: 'x' }]) {
      const page = await built.inject({ method: 'GET', url: '/settings', headers: html, cookies });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe('<title>Verba</title><link rel="modulepreload">');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const compressed = await built.inject({
      method: 'GET',
      url: '/settings',
      headers: { ...html, 'accept-encoding': 'br' },
    });
    expect(compressed.body).toBe('brotli settings shell');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
  });

  it('revalidates files outside /assets/', async () => {
    const response = await built.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/dashboard', '/settings/profile', '/group/1/2/settings', '/no-such-page'])(
    'falls back to index.html for the page %s',
    async (url) => {
      const response = await built.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Verba</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    },
  );

  it('answers a missing asset with 404 instead of the page', async () => {
    const response = await built.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps /api out of the fallback', async () => {
    const response = await built.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.', code: 'NOT_FOUND' });
  });

  it('does not serve files outside the dist directory', async () => {
    const response = await built.inject({ method: 'GET', url: '/../../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});

describe('without a built app', () => {
  it('says so at / and keeps the API working', async () => {
    const page = await unbuilt.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/not built/);
    const health = await unbuilt.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
