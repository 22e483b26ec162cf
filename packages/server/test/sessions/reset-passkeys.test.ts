import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { info, post, signedInAccount } from '../helpers/accounts.ts';
import { addPasskey, signInWithPasskey } from '../helpers/passkeys.ts';
import { SoftAuthenticator } from '../helpers/soft-authenticator.ts';
import { createTestApp, sessionFrom, type TestApp, tokenFrom } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'a brand new passphrase';

async function resetLink(email: string) {
  await post(t, '/api/auth/password/forgot', { email });
  return tokenFrom((await t.mailsTo(email)).at(-1), '/sign-in/forgot-password');
}

describe('the password reset and the account’s passkeys', () => {
  it('lists the passkeys for a working reset link, and removes them all when asked', async () => {
    const { email, cookies } = await signedInAccount(t);
    const authenticator = new SoftAuthenticator('http://localhost:3000');
    await addPasskey(t, cookies, authenticator, { name: 'Unknown key' });
    const token = await resetLink(email);

    const listed = await post(t, '/api/auth/password/reset/passkeys', { token });
    expect(listed.json()).toEqual({ passkeys: [{ name: 'Unknown key', createdAt: expect.any(String) }] });
    // Listing does not use the link up.
    expect(
      (await post(t, '/api/auth/password/reset', { token, newPassword, removePasskeys: true })).statusCode,
    ).toBe(200);

    const fresh = sessionFrom(await post(t, '/api/auth/login', { email, password: newPassword }));
    expect((await info(t, fresh)).json().passkeys).toEqual([]);
    expect((await signInWithPasskey(t, authenticator)).statusCode).toBe(401);
    expect((await post(t, '/api/auth/password/reset/passkeys', { token })).json().code).toBe('TOKEN_USED');
  });

  it('keeps the passkeys unless asked, and refuses bad input clearly', async () => {
    const { email, cookies } = await signedInAccount(t);
    await addPasskey(t, cookies, new SoftAuthenticator('http://localhost:3000'));
    const token = await resetLink(email);
    const bad = await post(t, '/api/auth/password/reset', { token, newPassword, removePasskeys: 'yes' });
    expect(bad.json()).toMatchObject({ code: 'INVALID_INPUT', field: 'removePasskeys' });
    expect((await post(t, '/api/auth/password/reset', { token, newPassword })).statusCode).toBe(200);
    const fresh = sessionFrom(await post(t, '/api/auth/login', { email, password: newPassword }));
    expect((await info(t, fresh)).json().passkeys).toHaveLength(1);
    expect((await post(t, '/api/auth/password/reset/passkeys', { token: 'made-up' })).json().code).toBe(
      'INVALID_TOKEN',
    );
  });
});
