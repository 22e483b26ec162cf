import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';

const lockModule = fileURLToPath(new URL('../src/db/data-dir-lock.ts', import.meta.url));

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

  it('refuses while another live process holds the lock, naming the directory and pid', async () => {
    const owner = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(join(dir, 'verba.lock'), String(owner.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`${dir}.*pid ${owner.pid}`));
    } finally {
      owner.kill('SIGKILL');
      await once(owner, 'exit');
    }
    lockDataDir(dir).release();
  });

  it('takes over a lock holding its own pid: a restarted container gets the same pid again', () => {
    writeFileSync(join(dir, 'verba.lock'), String(process.pid));
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'verba.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it("leaves a dead owner's lock to the live starter already taking it over", async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'verba.lock'), dead.stdout.toString());
    const rival = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(join(dir, 'verba.lock.takeover'), String(rival.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(readFileSync(join(dir, 'verba.lock'), 'utf8')).toBe(dead.stdout.toString());
    } finally {
      rival.kill('SIGKILL');
      await once(rival, 'exit');
    }
    // Once that starter is gone, its guard is stale too.
    lockDataDir(dir).release();
  });

  it("lets exactly one of several starters take over a dead owner's lock", async () => {
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(join(dir, 'verba.lock'), dead.stdout.toString());
    // Each starter waits for the same instant, tries the lock, and keeps it until every starter has
    // tried: a winner that exited early would leave a dead owner's lock for a slow starter to take.
    const startAt = Date.now() + 1500;
    const script = `
      const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      while (Date.now() < ${startAt}) {}
      let won = false;
      try { lockDataDir(${JSON.stringify(dir)}); won = true; } catch {}
      process.stdout.write(won ? 'won' : 'lost');
      process.stdin.resume();`;
    const starters = Array.from({ length: 6 }, () =>
      spawn(process.execPath, ['--input-type=module', '-e', script]),
    );
    const outcomes = await Promise.all(
      starters.map(async (starter) => {
        const [chunk] = (await once(starter.stdout, 'data')) as [Buffer];
        return chunk.toString();
      }),
    );
    for (const starter of starters) starter.stdin.end();
    await Promise.all(starters.map((starter) => once(starter, 'exit')));
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'lost')).toHaveLength(5);
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
