import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../src/env.ts';
import { repoRoot } from '../src/paths.ts';

describe('loadEnv', () => {
  it('gives the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.DATA_DIR).toBe(resolve(repoRoot, 'data'));
    expect(env.MAIL_FROM).toBe('no-reply@localhost');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.APP_DIST_DIR).toBe(resolve(repoRoot, 'packages/app/dist'));
  });

  it('derives PUBLIC_URL from PORT and keeps only the origin of a given one', () => {
    expect(loadEnv({ PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadEnv({ PUBLIC_URL: 'https://verba.example/' }).PUBLIC_URL).toBe('https://verba.example');
  });

  it('resolves a relative DATA_DIR against the repository root and keeps an absolute one', () => {
    expect(loadEnv({ DATA_DIR: 'var/verba' }).DATA_DIR).toBe(resolve(repoRoot, 'var/verba'));
    expect(loadEnv({ DATA_DIR: '/srv/verba' }).DATA_DIR).toBe('/srv/verba');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '3.5'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['DATABASE_URL', 'mysql://db/verba'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'nope'],
    ['MAIL_FROM', 'not-an-address'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1, proxy.example'],
    ['GRAPHQL_INTROSPECTION', 'true'],
  ])('refuses %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`^Invalid ${name}\\b`));
  });

  it('never repeats a URL that may hold a password', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://user:s3cret@db/verba' })).toThrow(
      /^Invalid DATABASE_URL: /,
    );
    expect(() => loadEnv({ DATABASE_URL: 'mysql://user:s3cret@db/verba' })).not.toThrow(/s3cret/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and blocks; unset trusts none', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,2001:db8::/32' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '2001:db8::/32',
    ]);
  });

  it('treats an empty value as unset', () => {
    expect(loadEnv({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });
});
