import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'verba-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('lockDataDir', () => {
  it('writes the owner pid and removes the file on release', () => {
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'verba.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, 'verba.lock'))).toBe(false);
  });

  it('refuses while a live process holds the lock, naming the directory and pid', () => {
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*pid ${process.pid}`));
    lock.release();
    lockDataDir(dir).release();
  });

  it('takes over a lock left by a process that has died', () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'verba.lock'), dead.stdout.toString());
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'verba.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(join(dir, 'verba.lock'), 'garbage');
    lockDataDir(dir).release();
  });

  it('creates a DATA_DIR that does not exist yet', () => {
    const nested = join(dir, 'a', 'b');
    lockDataDir(nested).release();
    expect(existsSync(nested)).toBe(true);
  });
});
