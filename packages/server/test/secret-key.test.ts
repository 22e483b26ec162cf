import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';
import { createSecretBox } from '../src/secrets/secret-box.ts';
import { resolveSecretKey, SecretKeyError } from '../src/secrets/secret-key.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'verba-key-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('SECRET_KEY', () => {
  it('reads 32 bytes as hex or base64, and refuses anything else without echoing it', () => {
    const key = randomBytes(32);
    expect(loadEnv({ SECRET_KEY: key.toString('hex') }).SECRET_KEY).toEqual(key);
    expect(loadEnv({ SECRET_KEY: key.toString('base64') }).SECRET_KEY).toEqual(key);
    expect(loadEnv({ SECRET_KEY: key.toString('base64url') }).SECRET_KEY).toEqual(key);
    for (const bad of [
      'too-short-secret',
      randomBytes(16).toString('hex'),
      randomBytes(33).toString('base64'),
    ]) {
      expect(() => loadEnv({ SECRET_KEY: bad })).toThrow(EnvError);
      expect(() => loadEnv({ SECRET_KEY: bad })).toThrow(/^Invalid SECRET_KEY: must be 32 random bytes/);
    }
  });

  it('is required with DATABASE_URL, where processes share the data', () => {
    expect(() =>
      resolveSecretKey({ DATABASE_URL: 'postgres://db/verba', DATA_DIR: join(dir, 'data') }),
    ).toThrow(SecretKeyError);
  });

  it('is generated once into DATA_DIR on the embedded database: the directory 0700, the file 0600', () => {
    const dataDir = join(dir, 'new', 'data');
    const first = resolveSecretKey({ DATA_DIR: dataDir });
    expect(first).toHaveLength(32);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect(resolveSecretKey({ DATA_DIR: dataDir })).toEqual(first);
    expect(readFileSync(join(dataDir, 'secret.key'), 'utf8').trim()).toBe(first.toString('base64'));
  });

  it('wins over the generated file when set', () => {
    const key = randomBytes(32);
    expect(resolveSecretKey({ SECRET_KEY: key, DATA_DIR: dir })).toBe(key);
  });
});

describe('the secret box', () => {
  it('opens only with the same key and the same owner, and seals alike values differently', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'account-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'account-1')).not.toBe(sealed);
    expect(box.open(sealed, 'account-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'account-2')).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed, 'account-1')).toThrow();
  });
});
