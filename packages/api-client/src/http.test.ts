import { afterEach, describe, expect, it, vi } from 'vitest';
import { post, request } from './http.ts';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

describe('request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves to the JSON answer on success', async () => {
    answer(200, { success: true });
    await expect(post('/api/auth/logout')).resolves.toEqual({ ok: true, data: { success: true } });
  });

  it("resolves to the server's code, error and field on a failure", async () => {
    answer(400, { error: 'This is already your e-mail address.', code: 'INVALID_INPUT', field: 'email' });
    await expect(post('/api/auth/setup/email', {})).resolves.toEqual({
      ok: false,
      code: 'INVALID_INPUT',
      error: 'This is already your e-mail address.',
      field: 'email',
    });
  });

  it('keeps the outage code of a 503', async () => {
    answer(503, { error: 'The database is not reachable.', code: 'DATABASE_UNAVAILABLE' });
    await expect(post('/api/auth/login', {})).resolves.toMatchObject({
      ok: false,
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('gives a body without the contract shape an unknown code and no message', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(post('/api/auth/setup/profile', {})).resolves.toEqual({
      ok: false,
      code: 'UNKNOWN_ERROR',
      error: '',
    });
  });

  it('treats a network failure as a failure with its own code', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(post('/api/auth/setup/password', {})).resolves.toEqual({
      ok: false,
      code: 'NETWORK_ERROR',
      error: '',
    });
  });

  it('sends JSON with a POST and nothing with a GET', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await post('/api/auth/confirm', { token: 't' });
    await request('/api/auth/info', { method: 'GET' });
    await request('/api/auth/info', { method: 'GET' });
    expect(fetchMock.mock.calls[0]).toMatchObject([
      '/api/auth/confirm',
      { method: 'POST', body: '{"token":"t"}' },
    ]);
    expect(fetchMock.mock.calls[1]).toMatchObject(['/api/auth/info', { method: 'GET', body: undefined }]);
  });
});
