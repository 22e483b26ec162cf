/** The passkey messages of product-spec.md (sections 8 and 5), shown to the letter. */
export const PASSKEY_MESSAGES = {
  unsupported: 'WebAuthn is not supported in this browser',
  startLoginFailed: 'Failed to start login',
  confirmLoginFailed: 'Failed to confirm the login passkey',
  startSetupFailed: 'Failed to start setup',
  confirmSetupFailed: 'Failed to confirm the created passkey',
  registrationCancelled: 'Registration was not completed',
  authenticationCancelled: 'Authentication was not completed',
  deleteFailed: 'An unknown server prevented deleting the passkeys',
} as const;
