import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from '@simplewebauthn/browser';
import { AUTH_BASE } from '../auth/calls.ts';
import { post, showError } from '../http.ts';
import { PASSKEY_MESSAGES } from './messages.ts';
import { isValidWebAuthnUserId } from './user-id.ts';

// The ceremonies resolve to true once the server accepted the passkey, and to false after one
// fixed message of product-spec.md was shown: the server's own wording stays out of these toasts.

/** product-spec.md section 5: the passkey flow needs WebAuthn in the browser. */
export function webauthnSupported(): boolean {
  return browserSupportsWebAuthn();
}

function fail(message: string): false {
  showError(message);
  return false;
}

/** Adds a passkey to the signed-in account; the name is optional (the server then picks one). */
export async function addPasskey(name?: string): Promise<boolean> {
  if (!webauthnSupported()) return fail(PASSKEY_MESSAGES.unsupported);
  const options = await post<{ publicKey: PublicKeyCredentialCreationOptionsJSON }>(
    `${AUTH_BASE}/setup/passkey`,
    {},
    { quiet: true },
  );
  if (!options?.publicKey || !isValidWebAuthnUserId(options.publicKey.user?.id)) {
    return fail(PASSKEY_MESSAGES.startSetupFailed);
  }
  let credential: Awaited<ReturnType<typeof startRegistration>>;
  try {
    credential = await startRegistration({ optionsJSON: options.publicKey });
  } catch {
    // NotAllowedError (the person closed the prompt) or any other refusal by the browser.
    return fail(PASSKEY_MESSAGES.registrationCancelled);
  }
  const trimmed = name?.trim();
  const confirmed = await post(
    `${AUTH_BASE}/setup/passkey/confirm`,
    trimmed ? { ...credential, name: trimmed } : credential,
    { quiet: true },
  );
  return confirmed === null ? fail(PASSKEY_MESSAGES.confirmSetupFailed) : true;
}

/** Signs in with a discoverable passkey; on true the session cookie is set. */
export async function signInWithPasskey(): Promise<boolean> {
  if (!webauthnSupported()) return fail(PASSKEY_MESSAGES.unsupported);
  const options = await post<{ publicKey: PublicKeyCredentialRequestOptionsJSON }>(
    `${AUTH_BASE}/login/passkey`,
    {},
    { quiet: true },
  );
  if (!options?.publicKey) return fail(PASSKEY_MESSAGES.startLoginFailed);
  let assertion: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    assertion = await startAuthentication({ optionsJSON: options.publicKey });
  } catch {
    return fail(PASSKEY_MESSAGES.authenticationCancelled);
  }
  // The handle names the account; one outside 1 to 64 bytes cannot be ours.
  if (assertion.response.userHandle !== undefined && !isValidWebAuthnUserId(assertion.response.userHandle)) {
    return fail(PASSKEY_MESSAGES.confirmLoginFailed);
  }
  const confirmed = await post(`${AUTH_BASE}/login/passkey/confirm`, assertion, { quiet: true });
  return confirmed === null ? fail(PASSKEY_MESSAGES.confirmLoginFailed) : true;
}
