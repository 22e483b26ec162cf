/** product-spec.md section 5: a WebAuthn user id (user.id, base64url) decodes to 1 to 64 bytes. */
export const WEBAUTHN_USER_ID_MIN_BYTES = 1;
export const WEBAUTHN_USER_ID_MAX_BYTES = 64;

export function isValidWebAuthnUserId(userId: unknown): boolean {
  if (typeof userId !== 'string' || !/^[A-Za-z0-9_-]*={0,2}$/.test(userId)) return false;
  const unpadded = userId.replace(/={1,2}$/, '');
  // A single leftover base64 character carries fewer than 8 bits: not a whole byte.
  if (unpadded.length % 4 === 1) return false;
  const bytes = Math.floor((unpadded.length * 6) / 8);
  return bytes >= WEBAUTHN_USER_ID_MIN_BYTES && bytes <= WEBAUTHN_USER_ID_MAX_BYTES;
}
