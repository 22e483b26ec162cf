// The passkey entry point (`@verba/api-client/webauthn`): kept apart from the main entry so that
// @simplewebauthn/browser loads only with the pages that use it.
export { PASSKEY_MESSAGES, type PasskeyFailureCode } from './messages.ts';
export { addPasskey, reauthWithPasskey, signInWithPasskey, webauthnSupported } from './passkey-ceremonies.ts';
export { removePasskeys, renamePasskey } from './passkey-management.ts';
export { isValidWebAuthnUserId, WEBAUTHN_USER_ID_MAX_BYTES, WEBAUTHN_USER_ID_MIN_BYTES } from './user-id.ts';
