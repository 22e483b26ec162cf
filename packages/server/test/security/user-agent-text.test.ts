import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceOf } from '../../src/auth/device.ts';
import { goodPassword, signedInAccount } from '../helpers/accounts.ts';
import { createTestApp, jsonHeaders, sessionFrom, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forged = 'No action needed, this was your admin/1.0 (Windows NT 10.0; Win64; x64)';
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('user agent text in mails and pages', () => {
  it('names only known browsers and systems', () => {
    expect(deviceOf(chrome)).toEqual({ browser: 'Chrome', os: 'Windows', type: 'desktop' });
    expect(deviceOf(forged)).toEqual({ browser: null, os: 'Windows', type: 'desktop' });
    expect(deviceOf('Evil words/2.0').browser).toBeNull();
  });

  it('keeps a forged agent out of the new-browser mail, the sessions page and the security log', async () => {
    const { email } = await signedInAccount(t);
    const signIn = (userAgent: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...jsonHeaders, 'user-agent': userAgent },
        remoteAddress: '198.51.100.20',
        payload: JSON.stringify({ email, password: goodPassword }),
      });
    await signIn(chrome);
    const cookies = sessionFrom(await signIn(forged));
    const mail = (await t.mailsTo(email)).at(-1);
    expect(mail?.subject).toMatch(/sign-in/i);
    expect(mail?.text).toContain('Browser: an unknown browser (198.51.100.20)');
    expect(`${mail?.text}${mail?.html}`).not.toMatch(/no action needed/i);
    const pages = await Promise.all(
      ['/api/auth/sessions', '/api/auth/security-log'].map(
        async (url) => (await t.app.inject({ method: 'GET', url, cookies })).body,
      ),
    );
    for (const page of pages) expect(page).not.toMatch(/no action needed/i);
    expect(pages[0]).toContain('"browser":null');
  });
});
