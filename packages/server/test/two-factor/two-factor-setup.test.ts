import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCredentials } from '../../src/db/schema.ts';
import { createSecretBox } from '../../src/secrets/secret-box.ts';
import { openTotpSecret } from '../../src/two-factor/totp-secrets.ts';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { codeAt, enableTwoFactor, nextTimeStep } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/setup/2fa', () => {
  it('answers a new secret, an otpauth URI for Verba and the e-mail, and an SVG QR code', async () => {
    const { email, cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/2fa', {}, cookies);
    expect(response.statusCode).toBe(200);
    const { secret, uri, qrCode } = response.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(decodeURIComponent(parsed.pathname)).toBe(`/Verba:${email}`);
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Verba');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // A second start replaces the secret.
    const again = (await post(t, '/api/auth/setup/2fa', {}, cookies)).json();
    expect(again.secret).not.toBe(secret);
  });

  it('answers 409 once 2FA is on, and never returns the secret again', async () => {
    const { cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const response = await post(t, '/api/auth/setup/2fa', {}, cookies);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'TWO_FACTOR_ENABLED' });
    expect((await info(t, cookies)).body).not.toContain(secret);
  });

  it('needs a session for every setup call (401)', async () => {
    for (const [url, body] of [
      ['/api/auth/setup/2fa', {}],
      ['/api/auth/setup/2fa/confirm', { code: '123456' }],
      ['/api/auth/setup/2fa/recovery-codes', { code: '123456' }],
      ['/api/auth/setup/2fa/disable', { code: '123456' }],
      ['/api/auth/setup/2fa/disable/recovery', { recoveryCode: 'abcd-efgh-jkmn' }],
    ] as const) {
      const response = await post(t, url, body);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code, url).toBe('UNAUTHENTICATED');
    }
  });
});

describe('POST /api/auth/setup/2fa/confirm', () => {
  it('turns 2FA on with a right code and answers 10 distinct, typeable recovery codes', async () => {
    const { cookies } = await signedInAccount(t);
    expect((await info(t, cookies)).json()).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    const { secret } = (await post(t, '/api/auth/setup/2fa', {}, cookies)).json();
    const response = await post(t, '/api/auth/setup/2fa/confirm', { code: await codeAt(t, secret) }, cookies);
    expect(response.statusCode).toBe(200);
    const { recoveryCodes } = response.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    // 12 characters of a 32-letter alphabet: 60 bits each.
    for (const code of recoveryCodes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){2}$/);
    const user = (await info(t, cookies)).json();
    expect(user).toMatchObject({ twoFactorEnabled: true, recoveryCodesLeft: 10 });
    const [row] = await t.database.db
      .select()
      .from(totpCredentials)
      .where(eq(totpCredentials.accountId, user.id));
    expect(row?.pendingSecret).toBeNull();
    // Stored sealed with the account id (test/security/secrets-at-rest.test.ts).
    expect(openTotpSecret(createSecretBox(testSecretKey), String(row?.secret), user.id)).toBe(secret);
  });

  it('refuses a wrong code, a malformed one (400) and a confirm without a started setup (409)', async () => {
    const { cookies } = await signedInAccount(t);
    const early = await post(t, '/api/auth/setup/2fa/confirm', { code: '123456' }, cookies);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('SETUP_NOT_STARTED');
    const { secret } = (await post(t, '/api/auth/setup/2fa', {}, cookies)).json();
    const right = await codeAt(t, secret);
    const wrong = right === '000000' ? '111111' : '000000';
    const response = await post(t, '/api/auth/setup/2fa/confirm', { code: wrong }, cookies);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'The code is not correct.', code: 'INVALID_CODE' });
    for (const code of ['12345', 'abcdef', 1234567, '']) {
      const bad = await post(t, '/api/auth/setup/2fa/confirm', { code }, cookies);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'code' });
    }
    expect((await info(t, cookies)).json().twoFactorEnabled).toBe(false);
    // Spaces as apps show them ("123 456") are fine.
    const spaced = `${right.slice(0, 3)} ${right.slice(3)}`;
    expect((await post(t, '/api/auth/setup/2fa/confirm', { code: spaced }, cookies)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/setup/2fa/recovery-codes', () => {
  it('answers a new set for a right code; the old set stops working', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret, recoveryCodes: old } = await enableTwoFactor(t, cookies);
    const response = await post(
      t,
      '/api/auth/setup/2fa/recovery-codes',
      { code: await codeAt(t, secret) },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    const fresh: string[] = response.json().recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => old.includes(code))).toBe(false);

    const login = await post(t, '/api/auth/login', { email, password: 'correct horse battery staple' });
    const pending = { verba_2fa: login.cookies.find((c) => c.name === 'verba_2fa')?.value ?? '' };
    const stale = await post(t, '/api/auth/login/2fa/recovery', { recoveryCode: old[0] }, pending);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('INVALID_RECOVERY_CODE');
    const ok = await post(t, '/api/auth/login/2fa/recovery', { recoveryCode: fresh[0] }, pending);
    expect(ok.statusCode).toBe(200);
    expect((await info(t, cookies)).json().recoveryCodesLeft).toBe(9);
  });

  it('refuses a wrong code, a replayed one, and an account without 2FA', async () => {
    const { cookies } = await signedInAccount(t);
    const off = await post(t, '/api/auth/setup/2fa/recovery-codes', { code: '123456' }, cookies);
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('TWO_FACTOR_DISABLED');
    const { secret } = await enableTwoFactor(t, cookies);
    const code = await codeAt(t, secret);
    expect((await post(t, '/api/auth/setup/2fa/recovery-codes', { code }, cookies)).statusCode).toBe(200);
    const replay = await post(t, '/api/auth/setup/2fa/recovery-codes', { code }, cookies);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('CODE_ALREADY_USED');
    nextTimeStep(t);
    const wrong = await post(t, '/api/auth/setup/2fa/recovery-codes', { code: '000000' }, cookies);
    expect([401, 409]).toContain(wrong.statusCode);
  });
});

describe('POST /api/auth/setup/2fa/disable and /disable/recovery', () => {
  it('turns 2FA off with a right code: {success: true}, and sign-in needs the password alone', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const response = await post(t, '/api/auth/setup/2fa/disable', { code: await codeAt(t, secret) }, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(t, cookies)).json()).toMatchObject({ twoFactorEnabled: false, recoveryCodesLeft: 0 });
    const login = await post(t, '/api/auth/login', { email, password: 'correct horse battery staple' });
    expect(login.json()).toEqual({ status: 'ok' });
  });

  it('turns 2FA off with a recovery code', async () => {
    const { cookies } = await signedInAccount(t);
    const { recoveryCodes } = await enableTwoFactor(t, cookies);
    // Typed in capitals and without dashes, it still counts.
    const typed = recoveryCodes[3]?.replace(/-/g, '').toUpperCase();
    const response = await post(t, '/api/auth/setup/2fa/disable/recovery', { recoveryCode: typed }, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(t, cookies)).json().twoFactorEnabled).toBe(false);
  });

  it('fails with {success: false, error, code} and a non-2xx status', async () => {
    const { cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const right = await codeAt(t, secret);
    const wrongCode = await post(
      t,
      '/api/auth/setup/2fa/disable',
      { code: right === '000000' ? '111111' : '000000' },
      cookies,
    );
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json()).toEqual({
      success: false,
      error: 'The code is not correct.',
      code: 'INVALID_CODE',
    });
    const wrongRecovery = await post(
      t,
      '/api/auth/setup/2fa/disable/recovery',
      { recoveryCode: 'zzzz-zzzz-zzzz' },
      cookies,
    );
    expect(wrongRecovery.statusCode).toBe(401);
    expect(wrongRecovery.json()).toMatchObject({ success: false, code: 'INVALID_RECOVERY_CODE' });
    const badInput = await post(t, '/api/auth/setup/2fa/disable', { code: 'x' }, cookies);
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json()).toMatchObject({ success: false, code: 'INVALID_INPUT' });
    const signedOut = await post(t, '/api/auth/setup/2fa/disable', { code: right });
    expect(signedOut.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect((await info(t, cookies)).json().twoFactorEnabled).toBe(true);
  });
});
