import { randomBytes } from 'node:crypto';
import { jsonHeaders, sessionFrom, type TestApp, tokenFrom } from './test-app.ts';

export const goodPassword = 'correct horse battery staple';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(4).toString('hex')}@example.test`;
}

export function post(t: TestApp, url: string, payload: unknown, cookies?: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: jsonHeaders,
    payload: JSON.stringify(payload),
    ...(cookies ? { cookies } : {}),
  });
}

export function info(t: TestApp, cookies: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/auth/info', cookies });
}

/** Registers and confirms an account, and answers its address and a session cookie. */
export async function signedInAccount(t: TestApp, overrides: { email?: string; locale?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  await post(t, '/api/auth/register', {
    email,
    password: goodPassword,
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...(overrides.locale ? { locale: overrides.locale } : {}),
  });
  const mail = (await t.mailsTo(email)).findLast((sent) => sent.text.includes('/confirm?token='));
  await post(t, '/api/auth/confirm', { token: tokenFrom(mail, '/confirm') });
  const login = await post(t, '/api/auth/login', { email, password: goodPassword });
  return { email, cookies: sessionFrom(login) };
}
