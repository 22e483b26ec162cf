import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: used for session cookies and one-time mail links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

// Tokens are long and random, so a fast unsalted hash is enough to make a stolen table useless.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
