import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as hashing from '../../src/auth/password-hashing.ts';
import { defaultAuthLimits } from '../../src/rate-limit/auth-limits.ts';
import * as totp from '../../src/two-factor/totp.ts';
import { goodPassword, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { addPasskey, signInWithPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, jsonHeaders, type TestApp, tokenFrom } from '../helpers/test-app.ts';
import { testCounters } from '../helpers/test-counters.ts';
import { codeAt, enableTwoFactor, passwordStep, pendingFrom, wrongCodeFor } from '../helpers/two-factor.ts';

// Spies that count how often a password is hashed and a TOTP code is compared.
vi.mock('../../src/two-factor/totp.ts', async (original) => {
  const actual = await original<typeof totp>();
  return { ...actual, matchTimeStep: vi.fn(actual.matchTimeStep) };
});
vi.mock('../../src/auth/password-hashing.ts', async (original) => {
  const actual = await original<typeof hashing>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

const minute = 60_000;
/** The per-account cap of the contract, tested as it is: 100 fast wrong passwords take a few seconds. */
const accountCap = defaultAuthLimits.failedPasswordsPerAccount.max;
let t: TestApp;
// In Redis when TEST_REDIS_URL is set, so the limits are tested there too.
const redis = testCounters();
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      ...(redis.counters ? { counters: redis.counters } : {}),
      limits: {
        failedPasswordsPerAccountAndAddress: { max: 10, windowMs: 60 * minute, blockMs: minute },
        mailLinksPerIp: { max: 3, windowMs: minute },
        passkeyChallengesPerIp: { max: 3, windowMs: minute },
        passkeyChallengesPerAccount: { max: 2, windowMs: minute },
        emailChangesPerAccount: { max: 2, windowMs: minute },
      },
    },
  );
});
afterAll(async () => {
  await t.close();
  redis.close();
});

const from = (address: string, url: string, payload: unknown, cookies?: Record<string, string>, app = t) =>
  app.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: jsonHeaders,
    payload: JSON.stringify(payload),
    ...(cookies ? { cookies } : {}),
  });

const signIn = (address: string, email: string, password: string, app = t) =>
  from(address, '/api/auth/login', { email, password }, undefined, app);

async function wrongPasswords(address: string, email: string, count: number, app = t) {
  for (let i = 0; i < count; i++) {
    expect((await signIn(address, email, `wrong password ${i}`, app)).statusCode).toBe(401);
  }
}

/** Exactly the cap of wrong passwords in a row, 10 from each address (each one's own limit): all still 401. */
async function wrongPasswordsUpToTheCap(network: string, email: string) {
  for (let address = 1; address <= accountCap / 10; address++) {
    await wrongPasswords(`${network}.${address}`, email, 10);
  }
}

describe('wrong passwords for one account from one address', () => {
  it('are 10 at most: the 11th answers 429 with a Retry-After that grows with each block', async () => {
    expect(defaultAuthLimits.failedPasswordsPerAccountAndAddress.max).toBe(10);
    expect(defaultAuthLimits.failedPasswordsPerAccount.max).toBe(100);
    const quickRedis = testCounters();
    const quick = await createTestApp(
      {},
      {
        ...(quickRedis.counters ? { counters: quickRedis.counters } : {}),
        limits: { failedPasswordsPerAccountAndAddress: { max: 10, windowMs: minute, blockMs: 1000 } },
      },
    );
    try {
      const { email } = await signedInAccount(quick);
      await wrongPasswords('10.20.0.1', email, 10, quick);
      const blocked = await signIn('10.20.0.1', email, 'wrong once more', quick);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.headers['retry-after']).toBe('1');
      // Even the right password waits out the block.
      expect((await signIn('10.20.0.1', email, goodPassword, quick)).statusCode).toBe(429);
      // Another address still gets its answers.
      expect((await signIn('10.20.0.2', email, 'wrong from elsewhere', quick)).statusCode).toBe(401);

      await new Promise((resolve) => setTimeout(resolve, 1100));
      await wrongPasswords('10.20.0.1', email, 10, quick);
      const again = await signIn('10.20.0.1', email, 'wrong once more', quick);
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBe('2');
    } finally {
      await quick.close();
      quickRedis.close();
    }
  });

  it('start over after the right password', async () => {
    const { email } = await signedInAccount(t);
    await wrongPasswords('10.21.0.1', email, 9);
    expect((await signIn('10.21.0.1', email, goodPassword)).statusCode).toBe(200);
    await wrongPasswords('10.21.0.1', email, 10);
  });

  it('are counted before the password is checked, so parallel guesses cannot pass the limit', async () => {
    const { email } = await signedInAccount(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn('10.22.0.1', email, `parallel guess ${i}`)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});

describe('wrong passwords for one account from any address', () => {
  it('lock password sign-in past the cap until the mailed unlock link is used; passkeys still work', async () => {
    const { email, cookies } = await signedInAccount(t, { locale: 'de-DE' });
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    expect((await addPasskey(t, cookies, authenticator)).statusCode).toBe(200);
    await wrongPasswordsUpToTheCap('10.30.0', email);
    const locked = await signIn('10.30.1.1', email, goodPassword);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('PASSWORD_SIGN_IN_LOCKED');
    expect((await signIn('10.30.1.2', email, goodPassword)).statusCode).toBe(423);

    const mails = (await t.mailsTo(email)).filter((mail) => mail.text.includes('/unlock?token='));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Die Anmeldung mit Passwort bei deinem Verba-Konto ist gesperrt');
    expect(mails[0]?.text).toContain('entsperre');

    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(200);

    const token = tokenFrom(mails[0], '/unlock');
    const unlock = (body: unknown) => from('10.30.2.1', '/api/auth/unlock', body);
    expect((await unlock({ token: 'not-a-token' })).json().code).toBe('INVALID_TOKEN');
    expect((await unlock({ token })).json()).toEqual({ success: true });
    expect((await unlock({ token })).json().code).toBe('TOKEN_USED');
    expect((await signIn('10.30.1.1', email, goodPassword)).statusCode).toBe(200);
  });

  it('answer alike for an address without an account', async () => {
    const email = uniqueEmail();
    await wrongPasswordsUpToTheCap('10.31.0', email);
    expect((await signIn('10.31.1.1', email, goodPassword)).json().code).toBe('PASSWORD_SIGN_IN_LOCKED');
  });

  it('are forgotten by a password reset, which unlocks password sign-in too', async () => {
    const { email } = await signedInAccount(t);
    await wrongPasswordsUpToTheCap('10.32.0', email);
    expect((await signIn('10.32.1.1', email, goodPassword)).statusCode).toBe(423);
    await post(t, '/api/auth/password/forgot', { email });
    const mail = (await t.mailsTo(email)).findLast((sent) => sent.text.includes('forgot-password?token='));
    const reset = await from('10.32.2.1', '/api/auth/password/reset', {
      token: tokenFrom(mail, '/sign-in/forgot-password'),
      newPassword: 'a brand new passphrase',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('10.32.1.1', email, 'a brand new passphrase')).statusCode).toBe(200);
  });
});

describe('the code step of a 2FA sign-in', () => {
  it('checks at most the allowed number of 50 parallel wrong codes against one pending sign-in', async () => {
    const { email, cookies } = await signedInAccount(t);
    await enableTwoFactor(t, cookies);
    const pending = await passwordStep(t, email);
    const checks = vi.mocked(totp.matchTimeStep);
    checks.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t, '/api/auth/login/2fa', { code: '000000' }, pending)),
    );
    expect(checks.mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    expect(answers.some((answer) => answer.json().code === 'SIGN_IN_RESTART')).toBe(true);
  });

  it('keeps 3 open pending sign-ins per account: a 4th password step ends the oldest, not the owner', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const open = [];
    for (let i = 0; i < 3; i++) {
      open.push(await passwordStep(t, email));
      t.clock.advance(1000);
    }
    const fourth = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(fourth.statusCode).toBe(200);
    expect(fourth.json()).toEqual({ status: '2fa' });
    const oldest = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, open[0]);
    expect(oldest.json().code).toBe('NO_PENDING_SIGN_IN');
    const owner = await post(
      t,
      '/api/auth/login/2fa',
      { code: await codeAt(t, secret) },
      pendingFrom(fourth),
    );
    expect(owner.json()).toEqual({ status: 'ok' });
  });

  it('counts wrong codes per account however many pending sign-ins are started', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const wrong = await wrongCodeFor(t, secret);
    const answers = [];
    for (let i = 0; i < defaultAuthLimits.failedCodesPerAccount.max + 1; i++) {
      answers.push(
        (await post(t, '/api/auth/login/2fa', { code: wrong }, await passwordStep(t, email))).statusCode,
      );
    }
    expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('other limits', () => {
  it('password reset: per address, and the token is checked before the new password is hashed', async () => {
    const hash = vi.mocked(hashing.hashPassword);
    hash.mockClear();
    const body = { token: 'no-such-token', newPassword: 'a brand new passphrase' };
    for (let i = 0; i < 3; i++) {
      expect((await from('10.40.0.1', '/api/auth/password/reset', body)).json().code).toBe('INVALID_TOKEN');
    }
    expect(hash).not.toHaveBeenCalled();
    expect((await from('10.40.0.1', '/api/auth/password/reset', body)).statusCode).toBe(429);
    expect((await from('10.40.0.2', '/api/auth/password/reset', body)).statusCode).toBe(400);
  });

  it('passkey challenges: per address for sign-in, per account for adding one', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await from('10.41.0.1', '/api/auth/login/passkey', {})).statusCode).toBe(200);
    }
    expect((await from('10.41.0.1', '/api/auth/login/passkey', {})).statusCode).toBe(429);
    expect((await from('10.41.0.2', '/api/auth/login/passkey', {})).statusCode).toBe(200);

    const { cookies } = await signedInAccount(t);
    for (let i = 0; i < 2; i++) {
      expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(200);
    }
    expect((await post(t, '/api/auth/setup/passkey', {}, cookies)).statusCode).toBe(429);
  });

  it('e-mail change mails: a few per account', async () => {
    const { cookies } = await signedInAccount(t);
    const change = () =>
      post(t, '/api/auth/setup/email', { email: uniqueEmail('new'), password: goodPassword }, cookies);
    for (let i = 0; i < 2; i++) expect((await change()).statusCode).toBe(200);
    const limited = await change();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
