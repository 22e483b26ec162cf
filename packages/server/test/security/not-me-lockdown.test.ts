import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/mail/mail-transport.ts';
import { purgeExpired } from '../../src/maintenance/purge-job.ts';
import { goodPassword, info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey, signInWithPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, jsonHeaders, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';
import { codeAt, enableTwoFactor, pendingFrom } from '../helpers/two-factor.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'http://localhost:3000';
const hour = 60 * 60 * 1000;
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const newPassword = 'a passphrase from the mailbox';
const resetSubject = 'Reset your Verba password';
const announceSubject = 'Sign-in methods of your Verba account will be removed';

async function signInWith(email: string, userAgent: string, password = goodPassword) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...jsonHeaders, 'user-agent': userAgent },
    payload: JSON.stringify({ email, password }),
  });
  return sessionFrom(response);
}

const mailsTitled = async (email: string, subject: string) =>
  (await t.mailsTo(email)).filter((mail) => mail.subject === subject);
const lastNotMeLink = async (email: string) =>
  tokenFrom(
    (await t.mailsTo(email)).findLast((mail) => mail.text.includes('/not-me?')),
    '/not-me',
  );
const kindsOf = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/security-log', cookies }))
    .json()
    .events.map((event: { kind: string }) => event.kind);

/** Everything the mailbox alone allows: the reset link, then the password step. */
async function resetFromMailbox(email: string, reset: OutgoingMail | undefined) {
  const answer = await post(t, '/api/auth/password/reset', {
    token: tokenFrom(reset, '/sign-in/forgot-password'),
    newPassword,
  });
  expect(answer.statusCode).toBe(200);
  return post(t, '/api/auth/login', { email, password: newPassword });
}

describe('“This wasn’t me”', () => {
  it('ends every session and locks password sign-in until a reset, whose mail no public limit can stop', async () => {
    const { email, cookies: owner } = await signedInAccount(t);
    t.clock.advance(25 * hour);
    const intruder = await signInWith(email, firefox);
    // Anyone can use up the per-address limit of the forgot-password form.
    for (let i = 0; i < 6; i++) await post(t, '/api/auth/password/forgot', { email });
    expect((await post(t, '/api/auth/password/forgot', { email })).statusCode).toBe(429);
    const resetsBefore = (await mailsTitled(email, resetSubject)).length;

    const response = await post(t, '/api/auth/not-me', { token: await lastNotMeLink(email) });
    expect(response.json()).toEqual({ success: true, pendingRemoval: null });
    expect((await info(t, intruder)).statusCode).toBe(401);
    expect((await info(t, owner)).statusCode).toBe(401);
    const locked = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(locked.statusCode).toBe(423);
    expect(locked.json().code).toBe('PASSWORD_SIGN_IN_LOCKED');

    const resets = await mailsTitled(email, resetSubject);
    expect(resets).toHaveLength(resetsBefore + 1);
    expect((await resetFromMailbox(email, resets.at(-1))).json()).toEqual({ status: 'ok' });
    expect((await post(t, '/api/auth/not-me', { token: 'made-up' })).json().code).toBe('INVALID_TOKEN');
  });

  it('never removes the owner’s 2FA or passkey for the mailbox alone: both wait, and a sign-in with the code cancels', async () => {
    const { email, cookies: owner } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, owner);
    const ownKey = new SoftAuthenticator(origin);
    await addPasskey(t, owner, ownKey);

    // Someone who reads the mailbox follows the passkey notice's link, then the reset link.
    const lockdown = await post(t, '/api/auth/not-me', { token: await lastNotMeLink(email) });
    const before = t.clock.now.getTime();
    const { pendingRemoval } = lockdown.json();
    expect(pendingRemoval).toMatchObject({ twoFactor: true, passkeys: 1 });
    expect(Date.parse(pendingRemoval.dueAt) - before).toBeGreaterThan(71.9 * hour);
    const announce = (await mailsTitled(email, announceSubject)).at(-1);
    expect(announce?.text).toContain('two-factor authentication and 1 passkey');
    const signIn = await resetFromMailbox(email, (await mailsTitled(email, resetSubject)).at(-1));
    expect(signIn.json()).toEqual({ status: '2fa' });
    t.clock.advance(71 * hour);
    await purgeExpired(t.database.db, t.clock.now);
    expect((await post(t, '/api/auth/login', { email, password: newPassword })).json()).toEqual({
      status: '2fa',
    });

    // The owner signs in with the code: nothing is removed, then or later.
    // (The owner reads the same mailbox, so they know the new password too.)
    const pending = pendingFrom(await post(t, '/api/auth/login', { email, password: newPassword }));
    const back = await post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
    expect(back.json()).toEqual({ status: 'ok' });
    const session = sessionFrom(back);
    expect((await info(t, session)).json()).toMatchObject({ twoFactorEnabled: true, pendingRemoval: null });
    t.clock.advance(2 * hour);
    await purgeExpired(t.database.db, t.clock.now);
    expect((await info(t, session)).json()).toMatchObject({ twoFactorEnabled: true, passkeys: [{}] });
    expect((await signInWithPasskey(t, ownKey)).json()).toEqual({ status: 'ok' });
    const kinds = await kindsOf(session);
    expect(kinds).toContain('factor-removal-scheduled');
    expect(kinds).toContain('factor-removal-cancelled');
  });

  it('removes the intruder’s 2FA and passkey when due, once across processes; their passkey no longer signs in meanwhile', async () => {
    const { email } = await signedInAccount(t);
    t.clock.advance(2 * 24 * hour);
    const intruder = await signInWith(email, firefox);
    const notice = (await t.mailsTo(email)).at(-1);
    expect(notice?.subject).toBe('New sign-in to your Verba account');
    await enableTwoFactor(t, intruder);
    const intruderKey = new SoftAuthenticator(origin);
    await addPasskey(t, intruder, intruderKey);
    // Read two days later: the mailed event, not the last 24 hours, bounds what is removed.
    t.clock.advance(2 * 24 * hour);

    const lockdown = await post(t, '/api/auth/not-me', { token: tokenFrom(notice, '/not-me') });
    expect(lockdown.json().pendingRemoval).toMatchObject({ twoFactor: true, passkeys: 1 });
    const refused = await signInWithPasskey(t, intruderKey);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error).toContain('This wasn’t me');

    expect((await resetFromMailbox(email, (await mailsTitled(email, resetSubject)).at(-1))).json()).toEqual({
      status: '2fa',
    });
    t.clock.advance(72 * hour);
    // Two processes run the job at once: each removal and its log entry happen once.
    await Promise.all([purgeExpired(t.database.db, t.clock.now), purgeExpired(t.database.db, t.clock.now)]);
    const signIn = await post(t, '/api/auth/login', { email, password: newPassword });
    expect(signIn.json()).toEqual({ status: 'ok' });
    const owner = sessionFrom(signIn);
    expect((await info(t, owner)).json()).toMatchObject({
      twoFactorEnabled: false,
      passkeys: [],
      pendingRemoval: null,
    });
    const kinds = await kindsOf(owner);
    expect(kinds.filter((kind: string) => kind === 'two-factor-disabled')).toHaveLength(1);
    expect(kinds.filter((kind: string) => kind === 'passkey-removed')).toHaveLength(1);
  });
});
