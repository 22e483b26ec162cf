import { post } from './accounts.ts';
import type { CeremonyTweaks, SoftAuthenticator } from './soft-authenticator.ts';
import type { TestApp } from './test-app.ts';

type Cookies = Record<string, string>;

export async function registrationOptions(t: TestApp, cookies: Cookies) {
  const response = await post(t, '/api/auth/setup/passkey', {}, cookies);
  if (response.statusCode !== 200) throw new Error(`setup/passkey: ${response.statusCode} ${response.body}`);
  return response.json().publicKey;
}

/** Runs the whole add-a-passkey ceremony and answers the confirm call's response. */
export async function addPasskey(
  t: TestApp,
  cookies: Cookies,
  authenticator: SoftAuthenticator,
  extra: { name?: string; tweaks?: CeremonyTweaks } = {},
) {
  const options = await registrationOptions(t, cookies);
  const { response } = authenticator.create(options, extra.tweaks);
  const body = extra.name === undefined ? response : { ...response, name: extra.name };
  return post(t, '/api/auth/setup/passkey/confirm', body, cookies);
}

export async function signInOptions(t: TestApp) {
  const response = await post(t, '/api/auth/login/passkey', {});
  if (response.statusCode !== 200) throw new Error(`login/passkey: ${response.statusCode} ${response.body}`);
  return response.json().publicKey;
}

/** Runs the whole passkey sign-in and answers the confirm call's response. */
export async function signInWithPasskey(
  t: TestApp,
  authenticator: SoftAuthenticator,
  tweaks?: CeremonyTweaks,
) {
  const options = await signInOptions(t);
  return post(t, '/api/auth/login/passkey/confirm', authenticator.get(options, tweaks));
}
