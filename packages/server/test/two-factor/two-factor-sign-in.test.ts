import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, info, post, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';
import {
  codeAt,
  enableTwoFactor,
  nextTimeStep,
  passwordStep,
  timeStepMs,
  wrongCodeFor,
} from '../helpers/two-factor.ts';

const minute = 60_000;
let t: TestApp;
let strict: TestApp;
beforeAll(async () => {
  [t, strict] = await Promise.all([
    createTestApp(),
    createTestApp({}, { limits: { failedCodesPerAccount: { max: 3, windowMs: 15 * minute } } }),
  ]);
});
afterAll(() => Promise.all([t.close(), strict.close()]));

async function twoFactorAccount(app: TestApp) {
  const { email, cookies } = await signedInAccount(app);
  return { email, cookies, ...(await enableTwoFactor(app, cookies)) };
}

describe('password step of a 2FA account', () => {
  it('answers {status: "2fa"} with an HttpOnly pending cookie and no session', async () => {
    const { email } = await twoFactorAccount(t);
    const response = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: '2fa' });
    expect(response.cookies.find((c) => c.name === 'verba_session')).toBeUndefined();
    expect(response.cookies.find((c) => c.name === 'verba_2fa')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth/login',
      maxAge: 300,
    });
  });
});

describe('POST /api/auth/login/2fa', () => {
  it('signs in with a right code: a new session, the pending sign-in gone', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const pending = await passwordStep(t, email);
    const response = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect((await info(t, sessionFrom(response))).json()).toMatchObject({ email, twoFactorEnabled: true });
    const again = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(again.json().code).toBe('NO_PENDING_SIGN_IN');
  });

  it('refuses a replayed code, also within the same time step', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const code = await codeAt(t, secret);
    const first = await post(t, '/api/auth/login/2fa', { code }, await passwordStep(t, email));
    expect(first.statusCode).toBe(200);
    const replay = await post(t, '/api/auth/login/2fa', { code }, await passwordStep(t, email));
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toEqual({
      error: 'This code has already been used. Please wait for the next one.',
      code: 'CODE_ALREADY_USED',
    });
    expect(replay.cookies.find((c) => c.name === 'verba_session')).toBeUndefined();
    // The code that confirmed the setup is spent too.
    nextTimeStep(t);
    const next = await post(
      t,
      '/api/auth/login/2fa',
      { code: await codeAt(t, secret) },
      await passwordStep(t, email),
    );
    expect(next.statusCode).toBe(200);
  });

  it('allows one time step of drift either way, not two', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const attempt = async (offset: number) => {
      t.clock.advance(10 * minute);
      const pending = await passwordStep(t, email);
      return post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret, offset) }, pending);
    };
    expect((await attempt(-timeStepMs)).statusCode).toBe(200);
    expect((await attempt(timeStepMs)).statusCode).toBe(200);
    expect((await attempt(-2 * timeStepMs)).json().code).toBe('INVALID_CODE');
    expect((await attempt(2 * timeStepMs)).json().code).toBe('INVALID_CODE');
  });

  it('refuses a wrong code with 401 and keeps the pending sign-in for another try', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const pending = await passwordStep(t, email);
    const wrong = await post(t, '/api/auth/login/2fa', { code: await wrongCodeFor(t, secret) }, pending);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'The code is not correct.', code: 'INVALID_CODE' });
    const right = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(right.statusCode).toBe(200);
  });

  it('ends the pending sign-in after 5 wrong codes; then even the right code needs the password again', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const pending = await passwordStep(t, email);
    const wrong = await wrongCodeFor(t, secret);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await post(t, '/api/auth/login/2fa', { code: wrong }, pending)).json().code).toBe(
        'INVALID_CODE',
      );
    }
    const fifth = await post(t, '/api/auth/login/2fa', { code: wrong }, pending);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().code).toBe('SIGN_IN_RESTART');
    const right = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(right.json().code).toBe('NO_PENDING_SIGN_IN');
    const fresh = await post(
      t,
      '/api/auth/login/2fa',
      { code: await codeAt(t, secret) },
      await passwordStep(t, email),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('limits wrong codes per account across pending sign-ins (429 with Retry-After)', async () => {
    const { email, secret } = await twoFactorAccount(strict);
    const wrong = await wrongCodeFor(strict, secret);
    // Two pending sign-ins, of the three an account may have open at a time.
    for (const [pending, tries] of [
      [await passwordStep(strict, email), 2],
      [await passwordStep(strict, email), 1],
    ] as const) {
      for (let attempt = 1; attempt <= tries; attempt++) {
        expect((await post(strict, '/api/auth/login/2fa', { code: wrong }, pending)).statusCode).toBe(401);
      }
    }
    const limited = await post(
      strict,
      '/api/auth/login/2fa',
      { code: await codeAt(strict, secret) },
      await passwordStep(strict, email),
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('expires the pending sign-in after 5 minutes', async () => {
    const { email, secret } = await twoFactorAccount(t);
    const pending = await passwordStep(t, email);
    t.clock.advance(5 * minute + 1000);
    const late = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({
      error: 'Your sign-in has expired. Please sign in again.',
      code: 'NO_PENDING_SIGN_IN',
    });
  });

  it('answers 401 without a pending sign-in and 400 for a malformed code', async () => {
    const none = await post(t, '/api/auth/login/2fa', { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('NO_PENDING_SIGN_IN');
    const forged = await post(t, '/api/auth/login/2fa', { code: '123456' }, { verba_2fa: 'forged' });
    expect(forged.json().code).toBe('NO_PENDING_SIGN_IN');
    const bad = await post(t, '/api/auth/login/2fa', { code: ['1'] }, { verba_2fa: 'x' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /api/auth/login/2fa/recovery', () => {
  it('signs in with a recovery code once; the same code fails the second time', async () => {
    const { email, recoveryCodes } = await twoFactorAccount(t);
    const recoveryCode = recoveryCodes[0] as string;
    const first = await post(
      t,
      '/api/auth/login/2fa/recovery',
      { recoveryCode },
      await passwordStep(t, email),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'ok' });
    const session = sessionFrom(first);
    expect((await info(t, session)).json().recoveryCodesLeft).toBe(9);
    const second = await post(
      t,
      '/api/auth/login/2fa/recovery',
      { recoveryCode },
      await passwordStep(t, email),
    );
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual({
      error: 'This recovery code is not valid or has already been used.',
      code: 'INVALID_RECOVERY_CODE',
    });
  });

  it('does not accept another account’s recovery code', async () => {
    const a = await twoFactorAccount(t);
    const b = await twoFactorAccount(t);
    const response = await post(
      t,
      '/api/auth/login/2fa/recovery',
      { recoveryCode: b.recoveryCodes[0] },
      await passwordStep(t, a.email),
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('neither turns 2FA off nor skips the code step', async () => {
    const { email, secret } = await twoFactorAccount(t);
    await post(t, '/api/auth/password/forgot', { email });
    const mail = (await t.mailsTo(email)).findLast((sent) => sent.text.includes('forgot-password?token='));
    const newPassword = 'another long enough passphrase';
    const reset = await post(t, '/api/auth/password/reset', {
      token: tokenFrom(mail, '/sign-in/forgot-password'),
      newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const login = await post(t, '/api/auth/login', { email, password: newPassword });
    expect(login.json()).toEqual({ status: '2fa' });
    expect(login.cookies.find((c) => c.name === 'verba_session')).toBeUndefined();
    const pending = { verba_2fa: login.cookies.find((c) => c.name === 'verba_2fa')?.value ?? '' };
    const done = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect((await info(t, sessionFrom(done))).json().twoFactorEnabled).toBe(true);
  });
});
