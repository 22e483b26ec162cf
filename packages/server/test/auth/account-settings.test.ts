import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, mailOutbox, oneTimeTokens, sessions } from '../../src/db/schema.ts';
import { goodPassword, info, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('every /api/auth/setup call', () => {
  it.each([
    '/api/auth/setup/profile',
    '/api/auth/setup/email',
    '/api/auth/setup/email/confirm',
    '/api/auth/setup/password',
    '/api/auth/setup/delete',
  ])('%s answers 401 without a session', async (url) => {
    const response = await post(t, url, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'You are not signed in.', code: 'UNAUTHENTICATED' });
  });
});

describe('POST /api/auth/setup/profile', () => {
  it('changes the trimmed names at once', async () => {
    const { cookies } = await signedInAccount(t);
    const response = await post(
      t,
      '/api/auth/setup/profile',
      { firstName: ' Grace ', lastName: 'Hopper ' },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await info(t, cookies)).json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
  });

  it.each([
    [{ lastName: 'H' }, 'firstName'],
    [{ firstName: 'G' }, 'lastName'],
    [{ firstName: '', lastName: 'H' }, 'firstName'],
    [{ firstName: 'G', lastName: 'x'.repeat(101) }, 'lastName'],
    [{ firstName: 1, lastName: 'H' }, 'firstName'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/profile', body, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field });
  });
});

describe('changing the e-mail address', () => {
  it('mails a link to the new address and a notice to the old; the link switches the address', async () => {
    const { email, cookies } = await signedInAccount(t);
    const newEmail = uniqueEmail('new');
    const response = await post(
      t,
      '/api/auth/setup/email',
      { email: newEmail, password: goodPassword },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [confirmation] = await t.mailsTo(newEmail);
    expect(confirmation?.subject).toBe('Confirm your new e-mail address for Verba');
    expect(confirmation?.text).toMatch(/http:\/\/localhost:3000\/email-change-confirm\?token=[\w-]{43}/);
    const notice = (await t.mailsTo(email)).at(-1);
    expect(notice?.subject).toBe('Your Verba e-mail address is being changed');
    expect(notice?.text).toContain(newEmail);
    expect((await info(t, cookies)).json().email).toBe(email);

    const token = tokenFrom(confirmation, '/email-change-confirm');
    const confirmed = await post(t, '/api/auth/setup/email/confirm', { token }, cookies);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true });
    expect((await info(t, cookies)).json().email).toBe(newEmail);
    expect((await post(t, '/api/auth/login', { email: newEmail, password: goodPassword })).statusCode).toBe(
      200,
    );
    expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(401);

    const again = await post(t, '/api/auth/setup/email/confirm', { token }, cookies);
    expect(again.statusCode).toBe(409);
  });

  it('mails German to an account registered from a German browser', async () => {
    const { email, cookies } = await signedInAccount(t, { locale: 'de-DE' });
    const newEmail = uniqueEmail('neu');
    await post(t, '/api/auth/setup/email', { email: newEmail, password: goodPassword }, cookies);
    expect((await t.mailsTo(newEmail))[0]?.subject).toBe('Bestätige deine neue E-Mail-Adresse für Verba');
    expect((await t.mailsTo(email)).at(-1)?.subject).toBe('Deine Verba-E-Mail-Adresse wird geändert');
  });

  it('refuses a wrong password with 401 and mails nobody', async () => {
    const { cookies } = await signedInAccount(t);
    const newEmail = uniqueEmail('new');
    const response = await post(
      t,
      '/api/auth/setup/email',
      { email: newEmail, password: 'not my password' },
      cookies,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect(await t.mailsTo(newEmail)).toHaveLength(0);
  });

  it('refuses the current address with 400', async () => {
    const { email, cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/email', { email, password: goodPassword }, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'email' });
  });

  it('answers alike for an address that has an account, and tells that mailbox instead of linking', async () => {
    const { email: taken } = await signedInAccount(t);
    const { cookies } = await signedInAccount(t);
    const before = (await t.mailsTo(taken)).length;
    const response = await post(
      t,
      '/api/auth/setup/email',
      { email: taken, password: goodPassword },
      cookies,
    );
    expect(response.statusCode).toBe(200);
    const mails = await t.mailsTo(taken);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.subject).toBe('This address already has a Verba account');
    expect(mails.at(-1)?.text).not.toMatch(/token=/);
  });

  it('answers 409 when the new address was taken after the link was sent', async () => {
    const { cookies } = await signedInAccount(t);
    const newEmail = uniqueEmail('race');
    await post(t, '/api/auth/setup/email', { email: newEmail, password: goodPassword }, cookies);
    const token = tokenFrom((await t.mailsTo(newEmail))[0], '/email-change-confirm');
    await signedInAccount(t, { email: newEmail });
    const response = await post(t, '/api/auth/setup/email/confirm', { token }, cookies);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN' });
  });

  it("refuses another account's link with 400", async () => {
    const { cookies } = await signedInAccount(t);
    const { cookies: someoneElse } = await signedInAccount(t);
    const newEmail = uniqueEmail('new');
    await post(t, '/api/auth/setup/email', { email: newEmail, password: goodPassword }, cookies);
    const token = tokenFrom((await t.mailsTo(newEmail))[0], '/email-change-confirm');
    const response = await post(t, '/api/auth/setup/email/confirm', { token }, someoneElse);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await post(t, '/api/auth/setup/email/confirm', { token }, cookies)).statusCode).toBe(200);
  });

  it('refuses a link older than 24 hours with 400', async () => {
    const { cookies } = await signedInAccount(t);
    const newEmail = uniqueEmail('late');
    await post(t, '/api/auth/setup/email', { email: newEmail, password: goodPassword }, cookies);
    const token = tokenFrom((await t.mailsTo(newEmail))[0], '/email-change-confirm');
    t.clock.advance(25 * 60 * 60 * 1000);
    const response = await post(t, '/api/auth/setup/email/confirm', { token }, cookies);
    t.clock.advance(-25 * 60 * 60 * 1000);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it.each([
    ['/api/auth/setup/email', { password: goodPassword }, 'email'],
    ['/api/auth/setup/email', { email: 'bad', password: goodPassword }, 'email'],
    ['/api/auth/setup/email', { email: 'a@example.test' }, 'password'],
    ['/api/auth/setup/email/confirm', {}, 'token'],
    ['/api/auth/setup/email/confirm', { token: ['x'] }, 'token'],
  ])('%s refuses %j with 400 naming %s', async (url, body, field) => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, url, body, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  });
});

describe('POST /api/auth/setup/delete', () => {
  it('erases the account with its sessions, tokens and mails, and signs out everywhere', async () => {
    const { email, cookies } = await signedInAccount(t);
    const other = sessionFrom(await post(t, '/api/auth/login', { email, password: goodPassword }));
    await post(t, '/api/auth/password/forgot', { email });
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
    const id = account?.id ?? '';

    const response = await post(t, '/api/auth/setup/delete', { password: goodPassword }, cookies);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(response.cookies.find((c) => c.name === 'verba_session')?.value).toBe('');

    expect((await info(t, cookies)).statusCode).toBe(401);
    expect((await info(t, other)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/login', { email, password: goodPassword })).statusCode).toBe(401);
    const { db } = t.database;
    expect(await db.select().from(accounts).where(eq(accounts.id, id))).toHaveLength(0);
    expect(await db.select().from(sessions).where(eq(sessions.accountId, id))).toHaveLength(0);
    expect(await db.select().from(oneTimeTokens).where(eq(oneTimeTokens.accountId, id))).toHaveLength(0);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.accountId, id))).toHaveLength(0);
  });

  it('refuses a wrong password with 401 and keeps the account', async () => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/delete', { password: 'not my password' }, cookies);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_PASSWORD' });
    expect((await info(t, cookies)).statusCode).toBe(200);
  });

  it.each([[{}], [{ password: 12 }], [{ password: '' }]])('refuses %j with 400', async (body) => {
    const { cookies } = await signedInAccount(t);
    const response = await post(t, '/api/auth/setup/delete', body, cookies);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'password' });
  });

  it('lets the address sign up again afterwards', async () => {
    const { email, cookies } = await signedInAccount(t);
    await post(t, '/api/auth/setup/delete', { password: goodPassword }, cookies);
    const again = await post(t, '/api/auth/register', {
      email,
      password: goodPassword,
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(201);
    expect((await t.mailsTo(email)).at(-1)?.subject).toBe('Confirm your Verba account');
  });
});
