import { describe, expect, it } from 'vitest';
import { isValidWebAuthnUserId } from './user-id.ts';

const encode = (bytes: number) =>
  btoa('x'.repeat(bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('isValidWebAuthnUserId', () => {
  it('accepts 1 to 64 bytes of base64url', () => {
    for (const bytes of [1, 2, 3, 32, 63, 64]) expect(isValidWebAuthnUserId(encode(bytes))).toBe(true);
    expect(isValidWebAuthnUserId('AQ==')).toBe(true);
  });

  it('refuses empty, too long and malformed ids', () => {
    expect(isValidWebAuthnUserId('')).toBe(false);
    expect(isValidWebAuthnUserId(encode(65))).toBe(false);
    expect(isValidWebAuthnUserId('A')).toBe(false);
    expect(isValidWebAuthnUserId('ab+/')).toBe(false);
    expect(isValidWebAuthnUserId(undefined)).toBe(false);
  });
});
