/** The server's rule for passkey names (api-contract.md extension): 1 to 100 characters, trimmed. */
export const PASSKEY_NAME_MAX = 100;
