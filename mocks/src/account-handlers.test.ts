import { getResponse, type RequestHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accountHandlers,
  adaPassword,
  authHandlers,
  commonPassword,
  createStore,
  mockTotpCode,
} from './index.ts';

const origin = 'http://localhost';

function setup(signedIn = false) {
  const store = createStore({ signedIn });
  const handlers = [...authHandlers(store), ...accountHandlers(store)] as RequestHandler[];
  const post = async (path: string, body: unknown) => {
    const request = new Request(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const response = await getResponse(handlers, request, { baseUrl: origin });
    if (!response) throw new Error(`no handler for ${path}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { store, post };
}

// dev:mock prints the links a mail would carry; the tests need no such noise.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('account handlers', () => {
  it('registers, confirms from the mailed token, and then signs in', async () => {
    const { store, post } = setup();
    const registration = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      password: 'compiler-a-0-1952',
    };
    expect((await post('/api/auth/register', registration)).status).toBe(201);
    const token = Object.entries(store.tokens).find(
      ([, t]) => t.purpose === 'confirm' && t.email === 'grace@example.com',
    )?.[0];
    expect(token).toBeDefined();
    expect((await post('/api/auth/confirm', { token })).status).toBe(200);
    expect((await post('/api/auth/confirm', { token })).body).toEqual({
      error: 'This link has already been used.',
      code: 'TOKEN_USED',
    });
    expect(
      (await post('/api/auth/login', { email: 'grace@example.com', password: 'compiler-a-0-1952' })).status,
    ).toBe(200);
  });

  it('answers register alike for a known address, and refuses bad input in the contract shape', async () => {
    const { post } = setup();
    const known = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'long enough password',
    };
    expect((await post('/api/auth/register', known)).status).toBe(201);
    const weak = await post('/api/auth/register', {
      ...known,
      email: 'x@example.com',
      password: commonPassword,
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('INVALID_INPUT');
    expect((await post('/api/auth/register', { email: 'x@example.com' })).status).toBe(400);
  });

  it('tells expired and unknown tokens apart', async () => {
    const { post } = setup();
    expect((await post('/api/auth/confirm', { token: 'expired-token' })).body.code).toBe('TOKEN_EXPIRED');
    expect((await post('/api/auth/confirm', { token: 'nope' })).body.code).toBe('INVALID_TOKEN');
    expect((await post('/api/auth/confirm/decline', { token: 'decline-token' })).status).toBe(200);
  });

  it('needs a session for every setup call', async () => {
    const { post } = setup(false);
    for (const path of ['profile', 'email', 'email/confirm', 'password', 'delete']) {
      const { status, body } = await post(`/api/auth/setup/${path}`, {});
      expect(status).toBe(401);
      expect(body.code).toBe('UNAUTHENTICATED');
    }
  });

  it('changes the profile, the e-mail address and the password, and deletes the account', async () => {
    const { store, post } = setup(true);
    expect((await post('/api/auth/setup/profile', { firstName: 'Augusta', lastName: 'King' })).status).toBe(
      200,
    );
    expect(store.session?.firstName).toBe('Augusta');
    expect(
      (await post('/api/auth/setup/email', { email: 'ada@new.example', password: 'wrong' })).body.code,
    ).toBe('INVALID_PASSWORD');
    expect(
      (await post('/api/auth/setup/email', { email: 'ada@new.example', password: adaPassword })).status,
    ).toBe(200);
    expect((await post('/api/auth/setup/email/confirm', { token: 'email-change-token' })).status).toBe(200);
    expect(store.account.email).toBe('ada.lovelace@example.org');
    const changed = await post('/api/auth/setup/password', {
      oldPassword: adaPassword,
      newPassword: 'a new passphrase here',
    });
    expect(changed.status).toBe(200);
    expect((await post('/api/auth/setup/delete', { password: 'a new passphrase here' })).status).toBe(200);
    expect(store.session).toBeNull();
    const login = await post('/api/auth/login', {
      email: 'ada.lovelace@example.org',
      password: 'a new passphrase here',
    });
    expect(login.status).toBe(401);
  });

  it('resets a password from the mailed token and ends the session', async () => {
    const { store, post } = setup(true);
    expect((await post('/api/auth/password/forgot', { email: 'nobody@example.com' })).status).toBe(200);
    expect(
      (await post('/api/auth/password/reset', { token: 'reset-token', newPassword: 'a fresh passphrase' }))
        .status,
    ).toBe(200);
    expect(store.session).toBeNull();
    expect(store.password).toBe('a fresh passphrase');
  });

  it('unlocks password sign-in once with the mailed token', async () => {
    const { post } = setup();
    expect((await post('/api/auth/unlock', { token: 'unlock-token' })).status).toBe(200);
    expect((await post('/api/auth/unlock', { token: 'unlock-token' })).body.code).toBe('TOKEN_USED');
    expect((await post('/api/auth/unlock', { token: 'reset-token' })).body.code).toBe('INVALID_TOKEN');
  });

  it('finishes a pending sign-in with the TOTP code only', async () => {
    const { store, post } = setup();
    expect((await post('/api/auth/login/2fa', { code: mockTotpCode })).body.code).toBe('NO_PENDING_SIGN_IN');
    store.pendingSecondFactor = true;
    expect((await post('/api/auth/login/2fa', { code: '000000' })).body.code).toBe('INVALID_CODE');
    expect((await post('/api/auth/login/2fa', { code: mockTotpCode })).body).toEqual({ status: 'ok' });
    expect(store.session?.email).toBe('ada@example.com');
  });
});
