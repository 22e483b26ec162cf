import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { AUTH_BASE } from '../auth/calls.ts';
import { post } from '../http.ts';
import { type ApiFailure, type ApiResult, failure, REAUTH_REQUIRED, success } from '../result.ts';
import { PASSKEY_MESSAGES, type PasskeyFailureCode } from './messages.ts';
import { isValidWebAuthnUserId } from './user-id.ts';

// The ceremonies resolve to `{ok: true}` once the server accepted the passkey, else to one fixed
// failure of product-spec.md: the server's own wording stays out of these messages.

/** product-spec.md section 5: the passkey flow needs WebAuthn in the browser. */
export function webauthnSupported(): boolean {
  return browserSupportsWebAuthn();
}

function fail(code: PasskeyFailureCode): ApiFailure {
  return failure(code, PASSKEY_MESSAGES[code]);
}

/** Adds a passkey to the signed-in account; the name is optional (the server then picks one). */
export async function addPasskey(name?: string): Promise<ApiResult<true>> {
  if (!webauthnSupported()) return fail('PASSKEY_UNSUPPORTED');
  const options = await post<{ publicKey: PublicKeyCredentialCreationOptionsJSON }>(
    `${AUTH_BASE}/setup/passkey`,
  );
  // The ui asks the person to confirm it is them, then tries again.
  if (!options.ok && options.code === REAUTH_REQUIRED) return options;
  if (!options.ok || !isValidWebAuthnUserId(options.data.publicKey?.user?.id)) {
    return fail('PASSKEY_START_SETUP_FAILED');
  }
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options.data.publicKey });
  } catch {
    // NotAllowedError (the person closed the prompt) or any other refusal by the browser.
    return fail('PASSKEY_REGISTRATION_CANCELLED');
  }
  const trimmed = name?.trim();
  const confirmed = await post(
    `${AUTH_BASE}/setup/passkey/confirm`,
    trimmed ? { ...credential, name: trimmed } : credential,
  );
  if (!confirmed.ok && confirmed.code === REAUTH_REQUIRED) return confirmed;
  return confirmed.ok ? success(true) : fail('PASSKEY_CONFIRM_SETUP_FAILED');
}

/** Signs in with a discoverable passkey; on true the session cookie is set. */
export function signInWithPasskey(): Promise<ApiResult<true>> {
  return assertPasskey(`${AUTH_BASE}/login/passkey`, `${AUTH_BASE}/login/passkey/confirm`);
}

/** Confirms it is the signed-in person with one of the account's passkeys (POST /api/auth/reauth). */
export function reauthWithPasskey(): Promise<ApiResult<true>> {
  return assertPasskey(`${AUTH_BASE}/reauth/passkey`, `${AUTH_BASE}/reauth`);
}

/** The sign-in ceremony: a challenge from `startUrl`, the browser's signed answer to `confirmUrl`. */
async function assertPasskey(startUrl: string, confirmUrl: string): Promise<ApiResult<true>> {
  if (!webauthnSupported()) return fail('PASSKEY_UNSUPPORTED');
  const options = await post<{ publicKey: PublicKeyCredentialRequestOptionsJSON }>(startUrl);
  if (!options.ok || !options.data.publicKey) return fail('PASSKEY_START_LOGIN_FAILED');
  let assertion: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    assertion = await startAuthentication({ optionsJSON: options.data.publicKey });
  } catch {
    return fail('PASSKEY_AUTHENTICATION_CANCELLED');
  }
  // The handle names the account; one outside 1 to 64 bytes cannot be ours.
  if (assertion.response.userHandle !== undefined && !isValidWebAuthnUserId(assertion.response.userHandle)) {
    return fail('PASSKEY_CONFIRM_LOGIN_FAILED');
  }
  const confirmed = await post(confirmUrl, assertion);
  return confirmed.ok ? success(true) : fail('PASSKEY_CONFIRM_LOGIN_FAILED');
}
