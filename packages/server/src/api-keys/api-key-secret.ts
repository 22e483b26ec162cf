import { randomInt } from 'node:crypto';
import { hashToken } from '../auth/tokens.ts';

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const secretLength = 40;
export const secretPrefix = 'vrb_';
/** The characters shown to recognise a key: `vrb_` and 8 of the secret. */
export const shownPrefixLength = 12;

const secretPattern = new RegExp(`^${secretPrefix}[0-9A-Za-z]{${secretLength}}$`);

/** `vrb_` and 40 base62 characters (238 bits), each drawn without bias. */
export function newApiKeySecret(): string {
  let secret = secretPrefix;
  for (let i = 0; i < secretLength; i++) secret += alphabet[randomInt(alphabet.length)];
  return secret;
}

export const isApiKeySecret = (value: string): boolean => secretPattern.test(value);

// The secret is long and random, so an unsalted SHA-256 (as for session tokens) is enough.
export const hashApiKeySecret = (secret: string): string => hashToken(secret);

/** The Bearer credential of a request, or undefined when it sends none. */
export function bearerOf(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  // Split by hand: a regular expression with \s+ and \s* around the token backtracks quadratically.
  const trimmed = authorization.trim();
  const space = trimmed.search(/\s/);
  if (space < 0 || trimmed.slice(0, space).toLowerCase() !== 'bearer') return '';
  const token = trimmed.slice(space).trim();
  return /\s/.test(token) ? '' : token;
}
