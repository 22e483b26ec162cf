/**
 * The passkey failures of product-spec.md (sections 8 and 5): each a client code, with its fixed
 * English message as the failure's `error`. The ui shows them by code in the user's language.
 */
export const PASSKEY_MESSAGES = {
  PASSKEY_UNSUPPORTED: 'WebAuthn is not supported in this browser',
  PASSKEY_START_LOGIN_FAILED: 'Failed to start login',
  PASSKEY_CONFIRM_LOGIN_FAILED: 'Failed to confirm the login passkey',
  PASSKEY_START_SETUP_FAILED: 'Failed to start setup',
  PASSKEY_CONFIRM_SETUP_FAILED: 'Failed to confirm the created passkey',
  PASSKEY_REGISTRATION_CANCELLED: 'Registration was not completed',
  PASSKEY_AUTHENTICATION_CANCELLED: 'Authentication was not completed',
} as const;

export type PasskeyFailureCode = keyof typeof PASSKEY_MESSAGES;
