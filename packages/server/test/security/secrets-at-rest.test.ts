import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../src/auth/tokens.ts';
import { accounts, mailOutbox, totpCredentials } from '../../src/db/schema.ts';
import { createSecretBox } from '../../src/secrets/secret-box.ts';
import { sealPlaintextTotpSecrets } from '../../src/two-factor/totp-secrets.ts';
import { goodPassword, info, post, signedInAccount, uniqueEmail } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, sessionFrom, type TestApp, testSecretKey } from '../helpers/test-app.ts';
import { codeAt, enableTwoFactor, nextTimeStep, passwordStep } from '../helpers/two-factor.ts';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } } },
  );
});
afterAll(() => t.close());

const credentialOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ accountId: accounts.id, secret: totpCredentials.secret })
    .from(totpCredentials)
    .innerJoin(accounts, eq(accounts.id, totpCredentials.accountId))
    .where(eq(accounts.email, email));
  if (!row?.secret) throw new Error(`no TOTP secret for ${email}`);
  return { accountId: row.accountId, secret: row.secret };
};

const signInWithCode = async (email: string, secret: string) => {
  nextTimeStep(t);
  const pending = await passwordStep(t, email);
  return post(t, '/api/auth/login/2fa', { code: await codeAt(t, secret) }, pending);
};

describe('TOTP secrets at rest', () => {
  it('stores the secret sealed (AES-256-GCM), never as the base32 the app showed', async () => {
    const { email, cookies } = await signedInAccount(t);
    const setup = await post(t, '/api/auth/setup/2fa', {}, cookies);
    const shown: string = setup.json().secret;
    const [pending] = await t.database.db
      .select()
      .from(totpCredentials)
      .innerJoin(accounts, eq(accounts.id, totpCredentials.accountId))
      .where(eq(accounts.email, email));
    expect(pending?.totp_credentials.pendingSecret).toMatch(/^v1:/);
    expect(pending?.totp_credentials.pendingSecret).not.toContain(shown);

    const confirm = await post(t, '/api/auth/setup/2fa/confirm', { code: await codeAt(t, shown) }, cookies);
    expect(confirm.statusCode).toBe(200);
    const { secret } = await credentialOf(email);
    expect(secret).toMatch(/^v1:/);
    expect(secret).not.toContain(shown);
    expect((await signInWithCode(email, shown)).statusCode).toBe(200);
  });

  it('binds a sealed secret to its account: copied to another account it opens no code', async () => {
    const victim = await signedInAccount(t);
    const { secret: victimSecret } = await enableTwoFactor(t, victim.cookies);
    const attacker = await signedInAccount(t);
    await enableTwoFactor(t, attacker.cookies);
    const { accountId } = await credentialOf(attacker.email);
    const sealedVictim = (await credentialOf(victim.email)).secret;
    await t.database.db
      .update(totpCredentials)
      .set({ secret: sealedVictim })
      .where(eq(totpCredentials.accountId, accountId));
    const response = await signInWithCode(attacker.email, victimSecret).catch((error: Error) => error);
    expect(response instanceof Error ? 500 : response.statusCode).not.toBe(200);
  });

  it('seals rows stored in clear by an earlier version, once, and their codes keep working', async () => {
    const { email, cookies } = await signedInAccount(t);
    const { secret } = await enableTwoFactor(t, cookies);
    const { accountId } = await credentialOf(email);
    // What an earlier version stored: the base32 secret itself.
    await t.database.db
      .update(totpCredentials)
      .set({ secret })
      .where(eq(totpCredentials.accountId, accountId));

    const box = createSecretBox(testSecretKey);
    expect(await sealPlaintextTotpSecrets(t.database.db, box)).toBeGreaterThanOrEqual(1);
    const sealed = (await credentialOf(email)).secret;
    expect(sealed).toMatch(/^v1:/);
    expect(box.open(sealed, accountId)).toBe(secret);
    // Idempotent: a second start (or a second process) finds nothing left in clear.
    expect(await sealPlaintextTotpSecrets(t.database.db, box)).toBe(0);
    expect((await credentialOf(email)).secret).toBe(sealed);
    expect((await signInWithCode(email, secret)).statusCode).toBe(200);
  });
});

describe('sent mails', () => {
  it('keep neither body nor link once sent', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    const [mail] = await t.mailsTo(email);
    expect(mail?.link).toContain('token=');
    const [sent] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ text: '', html: '', link: null });
  });
});

describe('logs', () => {
  it('carry a request path without its query string', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/info?token=query-secret-123' });
    const logged = logLines.join('');
    expect(logged).toContain('/api/auth/info');
    expect(logged).not.toContain('query-secret-123');
  });

  it('carry a database error without its bound parameters', async () => {
    const { email } = await signedInAccount(t);
    // A second account with the same address: drizzle's message lists the values, PostgreSQL's
    // `detail` quotes the duplicate key.
    const error = await t.database.db
      .insert(accounts)
      .values({ email, passwordHash: 'hash-secret-456', firstName: 'A', lastName: 'B' })
      .catch((caught: unknown) => caught);
    expect(String((error as Error).message)).toContain('hash-secret-456');
    t.app.log.error({ err: error }, 'query failed');
    const logged = logLines.join('');
    expect(logged).toContain('query failed');
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain('hash-secret-456');
    expect(logged).not.toContain(email);
  });
});

describe('decline links', () => {
  it('erase only an account that is still unconfirmed', async () => {
    const email = uniqueEmail();
    await post(t, '/api/auth/register', { email, password: goodPassword, firstName: 'A', lastName: 'B' });
    const [mail] = await t.mailsTo(email);
    const declineToken = decodeURIComponent(
      mail?.text.match(/\/confirm\/decline\?token=([\w%-]+)/)?.[1] ?? '',
    );
    // Confirmed some other way than this mail's link (the link's decline token stays open).
    await t.database.db.update(accounts).set({ confirmedAt: new Date() }).where(eq(accounts.email, email));
    const response = await post(t, '/api/auth/confirm/decline', { token: declineToken });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('TOKEN_USED');
    const login = await post(t, '/api/auth/login', { email, password: goodPassword });
    expect((await info(t, sessionFrom(login))).statusCode).toBe(200);
  });
});

describe('GraphQL errors', () => {
  it('reach the log without the bound parameters of the failed query', async () => {
    const lines: string[] = [];
    const broken = await createTestApp(
      {},
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    const { cookies } = await signedInAccount(broken);
    // A query that fails for a reason other than an outage: its table is gone.
    await broken.database.db.execute(sql`drop table sessions cascade`);
    const response = await broken.app.inject({
      method: 'POST',
      url: '/api/graphql',
      headers: jsonHeaders,
      cookies,
      // The viewer needs the session (plans alone reads none).
      payload: JSON.stringify({ query: '{ viewer { id } }' }),
    });
    await broken.close();
    expect(response.json().errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    const errors = lines.filter((line) => line.includes('"level":50')).join('');
    expect(errors).toContain('Failed query');
    // The session lookup's parameter is the hash of the cookie's token.
    expect(errors).not.toContain(hashToken(cookies.verba_session));
    expect(errors).not.toContain('params');
  });
});
