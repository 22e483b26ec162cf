import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { goodPassword, info, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'a brand new passphrase';

async function resetToken(email: string): Promise<string> {
  expect((await post(t, '/api/auth/password/forgot', { email })).statusCode).toBe(200);
  const mails = await t.mailsTo(email);
  return tokenFrom(mails.at(-1), '/sign-in/forgot-password');
}

describe('POST /api/auth/password/forgot', () => {
  it('mails a reset link to an account', async () => {
    const { email } = await signedInAccount(t);
    const response = await post(t, '/api/auth/password/forgot', { email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const mail = (await t.mailsTo(email)).at(-1);
    expect(mail?.subject).toBe('Reset your Verba password');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/sign-in\/forgot-password\?token=[\w-]{43}/);
    expect(mail?.html).toContain('/sign-in/forgot-password?token=');
  });

  it('answers an unknown address exactly alike and mails nobody', async () => {
    const { email } = await signedInAccount(t);
    const known = await post(t, '/api/auth/password/forgot', { email });
    const stranger = uniqueEmail();
    const unknown = await post(t, '/api/auth/password/forgot', { email: stranger });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const queued = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, stranger));
    expect(queued).toHaveLength(0);
  });

  it.each([{}, { email: 'nope' }, { email: true }])('refuses %j with 400', async (body) => {
    const response = await post(t, '/api/auth/password/forgot', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'email' });
  });
});

describe('POST /api/auth/password/reset', () => {
  it('sets the new password, ends every session and sends a notice', async () => {
    const { email, cookies } = await signedInAccount(t);
    const token = await resetToken(email);
    const response = await post(t, '/api/auth/password/reset', { token, newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(t, cookies)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    expect((await t.mailsTo(email)).at(-1)?.subject).toBe('Your Verba password was changed');
  });

  it('works once: the link then answers 409', async () => {
    const { email } = await signedInAccount(t);
    const token = await resetToken(email);
    expect((await post(t, '/api/auth/password/reset', { token, newPassword })).statusCode).toBe(200);
    const again = await post(t, '/api/auth/password/reset', { token, newPassword: 'yet another passphrase' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED' });
  });

  it('refuses a link older than one hour with 400', async () => {
    const { email } = await signedInAccount(t);
    const token = await resetToken(email);
    t.clock.advance(61 * 60 * 1000);
    const response = await post(t, '/api/auth/password/reset', { token, newPassword });
    t.clock.advance(-61 * 60 * 1000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a common password with 400 and leaves the link usable', async () => {
    const { email } = await signedInAccount(t);
    const token = await resetToken(email);
    const weak = await post(t, '/api/auth/password/reset', { token, newPassword: 'qwertyuiop12' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'newPassword' });
    expect((await post(t, '/api/auth/password/reset', { token, newPassword })).statusCode).toBe(200);
  });

  it('confirms an account that was never confirmed, since the link proves the mailbox', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    const token = await resetToken(email);
    expect((await post(t, '/api/auth/password/reset', { token, newPassword })).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword }, 'token'],
    [{ token: 'x' }, 'newPassword'],
    [{ token: 'x', newPassword: 'short' }, 'newPassword'],
    [{ token: 1, newPassword }, 'token'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const response = await post(t, '/api/auth/password/reset', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });

  it('refuses an unknown token with 400', async () => {
    const response = await post(t, '/api/auth/password/reset', { token: 'unknown', newPassword });
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('POST /api/auth/setup/password', () => {
  it('changes the password, keeps this session, ends the others and sends a notice', async () => {
    const { email, cookies } = await signedInAccount(t);
    const other = sessionFrom(await post(t, '/api/auth/login', { email, password: goodPassword }));
    const response = await post(
      t,
      '/api/auth/setup/password',
      { oldPassword: goodPassword, newPassword },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(t, cookies)).statusCode).toBe(200);
    expect((await info(t, other)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    const notice = (await t.mailsTo(email)).at(-1);
    expect(notice?.subject).toBe('Your Verba password was changed');
    // Its "This wasn't me" link locks the account down (issue 14).
    expect(notice?.text).toContain('/not-me?token=');
  });

  it('refuses a wrong old password with 401 and changes nothing', async () => {
    const { email, cookies } = await signedInAccount(t);
    const response = await post(
      t,
      '/api/auth/setup/password',
      { oldPassword: 'wrong wrong wrong', newPassword },
      cookies,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await info(t, cookies)).statusCode).toBe(200);
    expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(200);
  });

  it('retires open reset links, so a stolen one cannot undo the change', async () => {
    const { email, cookies } = await signedInAccount(t);
    const token = await resetToken(email);
    await post(t, '/api/auth/setup/password', { oldPassword: goodPassword, newPassword }, cookies);
    const response = await post(t, '/api/auth/password/reset', { token, newPassword: 'attacker passphrase' });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{ newPassword }, 'oldPassword'],
    [{ oldPassword: goodPassword }, 'newPassword'],
    [{ oldPassword: goodPassword, newPassword: 'password1234' }, 'newPassword'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/password', body, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});
