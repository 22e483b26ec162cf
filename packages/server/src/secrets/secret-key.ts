import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDataDir } from '../db/data-dir.ts';

export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

const keyBytes = 32;
export const secretKeyFormat = `${keyBytes} random bytes, as 64 hex digits or base64 (e.g. \`openssl rand -base64 32\`)`;

/** SECRET_KEY's value as bytes: 64 hex digits or base64 of 32 bytes; anything else is undefined. */
export function parseSecretKey(value: string): Buffer | undefined {
  const trimmed = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const bytes = Buffer.from(
      trimmed,
      trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64',
    );
    if (bytes.length === keyBytes) return bytes;
  }
  return undefined;
}

/**
 * The key that seals secrets at rest. SECRET_KEY when set; otherwise, on the embedded database
 * only, a key generated once into DATA_DIR/secret.key (0600), so `npm start` needs no setting.
 * With DATABASE_URL several processes share the data, so they must share a key the operator gives.
 */
export function resolveSecretKey(env: {
  SECRET_KEY?: Buffer;
  DATABASE_URL?: string;
  DATA_DIR: string;
}): Buffer {
  if (env.SECRET_KEY) return env.SECRET_KEY;
  if (env.DATABASE_URL) {
    throw new SecretKeyError(
      `SECRET_KEY is required with DATABASE_URL: give every server process the same key, ${secretKeyFormat}.`,
    );
  }
  createDataDir(env.DATA_DIR);
  const file = join(env.DATA_DIR, 'secret.key');
  // Written aside, then linked into place: of two processes making a first key one wins, and the
  // other never reads a half-written file.
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${randomBytes(keyBytes).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const key = parseSecretKey(readFileSync(file, 'utf8'));
  if (!key) throw new SecretKeyError(`${file} does not hold a key: ${secretKeyFormat}.`);
  return key;
}
