import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastError = vi.fn();
vi.mock('react-toastify/unstyled', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { post, request } = await import('./http.ts');

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status })),
  );
}

describe('request', () => {
  beforeEach(() => toastError.mockReset());
  afterEach(() => vi.unstubAllGlobals());

  it('resolves to the JSON answer on success', async () => {
    answer(200, { success: true });
    await expect(post('/api/auth/logout')).resolves.toEqual({ success: true });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows the server's error as a toast and resolves to null", async () => {
    answer(401, { error: 'Invalid e-mail or password', code: 'INVALID_CREDENTIALS' });
    await expect(post('/api/auth/login', {})).resolves.toBeNull();
    expect(toastError).toHaveBeenCalledWith('Invalid e-mail or password', { autoClose: 3000 });
  });

  it('falls back to the given message when the server gives none', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(
      post('/api/auth/setup/profile', {}, { fallbackError: 'An unknown server prevented changing the name' }),
    ).resolves.toBeNull();
    expect(toastError).toHaveBeenCalledWith('An unknown server prevented changing the name', {
      autoClose: 3000,
    });
  });

  it('treats a network failure like a failed answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(post('/api/auth/setup/password', {}, { fallbackError: 'fallback' })).resolves.toBeNull();
    expect(toastError).toHaveBeenCalledWith('fallback', { autoClose: 3000 });
  });

  it('stays quiet when asked to', async () => {
    answer(401, { error: 'Not signed in', code: 'UNAUTHENTICATED' });
    await expect(request('/api/auth/info', { method: 'GET' }, { quiet: true })).resolves.toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('sends JSON with a POST and nothing with a GET', async () => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await post('/api/auth/confirm', { token: 't' });
    await request('/api/auth/info', { method: 'GET' });
    expect(fetchMock.mock.calls[0]).toMatchObject([
      '/api/auth/confirm',
      { method: 'POST', body: '{"token":"t"}' },
    ]);
    expect(fetchMock.mock.calls[1]).toMatchObject(['/api/auth/info', { method: 'GET', body: undefined }]);
  });
});
