import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webauthnChallenges } from '../../src/db/schema.ts';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/reauth/passkey', () => {
  it('keeps one unanswered challenge per account however often it is called', async () => {
    const { cookies } = await signedInAccount(t);
    const { id } = (await info(t, cookies)).json();
    await addPasskey(t, cookies, new SoftAuthenticator('http://localhost:3000'));
    for (let i = 0; i < 25; i++) {
      expect((await post(t, '/api/auth/reauth/passkey', {}, cookies)).statusCode).toBe(200);
    }
    const rows = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.accountId, id));
    expect(rows.filter((row) => row.purpose === 'authentication' && row.usedAt === null)).toHaveLength(1);
  });
});
