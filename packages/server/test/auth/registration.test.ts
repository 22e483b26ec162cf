import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.ts';
import { goodPassword, post, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://verba.test:3000' });
});
afterAll(() => t.close());

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: goodPassword,
  firstName: 'Ada',
  lastName: 'Lovelace',
  ...extra,
});

const accountRows = (email: string) => t.database.db.select().from(accounts).where(eq(accounts.email, email));

describe('POST /api/auth/register', () => {
  it('answers 201 and mails an English confirmation with confirm and decline links', async () => {
    const email = uniqueEmail();
    const response = await post(t, '/api/auth/register', registration(email));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Confirm your Verba account');
    expect(mail?.text).toMatch(/^Hello Ada,/);
    expect(mail?.text).toMatch(/http:\/\/verba\.test:3000\/confirm\?token=[\w-]{43}/);
    expect(mail?.text).toMatch(/http:\/\/verba\.test:3000\/confirm\/decline\?token=[\w-]{43}/);
    expect(mail?.html).toContain(
      `href="http://verba.test:3000/confirm?token=${tokenFrom(mail, '/confirm')}"`,
    );
    expect(mail?.link).toBe(`http://verba.test:3000/confirm?token=${tokenFrom(mail, '/confirm')}`);
  });

  it('mails in German when the browser said de-DE (or any de-*)', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', registration(email, { locale: 'de-AT' }));
    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Bestätige dein Verba-Konto');
    expect(mail?.text).toMatch(/^Hallo Ada,/);
    expect(mail?.html).toContain('<html lang="de-DE">');
  });

  it('trims and lower-cases the address and trims the names', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', registration(`  ${email.toUpperCase()} `, { firstName: ' Ada ' }));
    const [row] = await accountRows(email);
    expect(row).toMatchObject({ email, firstName: 'Ada' });
  });

  it('stores an argon2id hash at the OWASP parameters, never the password', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', registration(email));
    const [row] = await accountRows(email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(goodPassword);
  });

  it('answers an address that has an account exactly alike, and mails its owner instead', async () => {
    const email = uniqueEmail();
    const first = await post(t, '/api/auth/register', registration(email));
    const again = await post(
      t,
      '/api/auth/register',
      registration(email.toUpperCase(), { firstName: 'Eve' }),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    const mails = await t.mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Confirm your Verba account',
      'You already have a Verba account',
    ]);
    expect(mails[1]?.text).toContain('http://verba.test:3000/sign-in/forgot-password');
    expect(await accountRows(email)).toHaveLength(1);
    expect((await accountRows(email))[0]?.firstName).toBe('Ada');
  });

  it.each([
    [{ password: goodPassword, firstName: 'A', lastName: 'B' }, 'email', /email is required/],
    [{ email: 'x@example.test', firstName: 'A', lastName: 'B' }, 'password', /password is required/],
    [
      { email: 'x@example.test', password: goodPassword, lastName: 'B' },
      'firstName',
      /firstName is required/,
    ],
    [{ email: 'x@example.test', password: goodPassword, firstName: 'A' }, 'lastName', /lastName is required/],
    [{ email: 42, password: goodPassword, firstName: 'A', lastName: 'B' }, 'email', /email must be a string/],
    [
      { email: 'x@example.test', password: 123456789012, firstName: 'A', lastName: 'B' },
      'password',
      /string/,
    ],
    [
      { email: 'not-an-address', password: goodPassword, firstName: 'A', lastName: 'B' },
      'email',
      /valid e-mail/,
    ],
    [
      { email: 'x@example.test', password: 'short', firstName: 'A', lastName: 'B' },
      'password',
      /at least 12/,
    ],
    [
      { email: 'x@example.test', password: 'p'.repeat(257), firstName: 'A', lastName: 'B' },
      'password',
      /at most 256/,
    ],
    [
      { email: 'x@example.test', password: 'Password1234', firstName: 'A', lastName: 'B' },
      'password',
      /most common/,
    ],
    [
      { email: 'x@example.test', password: '111111111111', firstName: 'A', lastName: 'B' },
      'password',
      /most common/,
    ],
    [
      { email: 'x@example.test', password: goodPassword, firstName: '   ', lastName: 'B' },
      'firstName',
      /empty/,
    ],
    [
      { email: 'x@example.test', password: goodPassword, firstName: 'A', lastName: 'B'.repeat(101) },
      'lastName',
      /100/,
    ],
    [
      { email: 'x@example.test', password: goodPassword, firstName: 'A', lastName: 'B', locale: 7 },
      'locale',
      /string/,
    ],
  ])('refuses bad input %# with 400 naming %s', async (body, field, message) => {
    const response = await post(t, '/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_INPUT',
      field,
      error: expect.stringMatching(message),
    });
  });

  it.each([[[]], ['a string'], [null], [7]])('refuses the JSON body %j with 400', async (body) => {
    const response = await post(t, '/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('accepts a password of 12 characters, spaces and emoji included', async () => {
    const response = await post(
      t,
      '/api/auth/register',
      registration(uniqueEmail(), { password: 'my 🐈 is good' }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('confirming and declining', () => {
  async function registered() {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', registration(email));
    const [mail] = await t.mailsTo(email);
    return { email, confirm: tokenFrom(mail, '/confirm'), decline: tokenFrom(mail, '/confirm/decline') };
  }

  it('confirms once; the link then answers 409 and the decline link is used up too', async () => {
    const { email, confirm, decline } = await registered();
    const first = await post(t, '/api/auth/confirm', { token: confirm });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await accountRows(email))[0]?.confirmedAt).toBeInstanceOf(Date);
    const again = await post(t, '/api/auth/confirm', { token: confirm });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'TOKEN_USED' });
    expect((await post(t, '/api/auth/confirm/decline', { token: decline })).statusCode).toBe(409);
    expect(await accountRows(email)).toHaveLength(1);
  });

  it('refuses a confirmation link older than 24 hours with 400', async () => {
    const { email, confirm } = await registered();
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const response = await post(t, '/api/auth/confirm', { token: confirm });
    t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'TOKEN_EXPIRED', error: expect.stringMatching(/expired/) });
    expect((await accountRows(email))[0]?.confirmedAt).toBeNull();
  });

  it('refuses an unknown token with 400', async () => {
    const response = await post(t, '/api/auth/confirm', { token: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('does not take a decline token as a confirmation', async () => {
    const { decline } = await registered();
    expect((await post(t, '/api/auth/confirm', { token: decline })).statusCode).toBe(400);
  });

  it('declining erases the unconfirmed account; the links are dead afterwards', async () => {
    const { email, confirm, decline } = await registered();
    const response = await post(t, '/api/auth/confirm/decline', { token: decline });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await accountRows(email)).toHaveLength(0);
    expect((await post(t, '/api/auth/confirm/decline', { token: decline })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/confirm', { token: confirm })).statusCode).toBe(400);
    const login = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect(login.statusCode).toBe(401);
  });

  it.each([{}, { token: 5 }, { token: '' }])('refuses the body %j with 400', async (body) => {
    for (const url of ['/api/auth/confirm', '/api/auth/confirm/decline']) {
      const response = await post(t, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'token' });
    }
  });
});
