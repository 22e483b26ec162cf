import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDataDir } from './data-dir.ts';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  release(): void;
}

/** A live process other than this one; our own pid in a lock file is a previous life (a container restart). */
function isOtherLiveProcess(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

const isStale = (file: string) => {
  const owner = readOwner(file);
  return owner === undefined || !isOtherLiveProcess(owner);
};

/** Creates `file` holding our pid unless it exists; false when it does. */
function createExclusive(file: string): boolean {
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Replaces a stale lock while holding a second, exclusive file: two starters that both saw the dead
 * owner queue on it, and the second then finds the first one's live pid and gives up.
 */
function takeOver(file: string): boolean {
  const guard = `${file}.takeover`;
  if (!createExclusive(guard)) {
    // A guard left by a starter that died mid-takeover (it holds the guard for microseconds).
    if (!isStale(guard)) return false;
    rmSync(guard, { force: true });
    if (!createExclusive(guard)) return false;
  }
  try {
    if (!isStale(file)) return false;
    writeFileSync(file, String(process.pid));
    return true;
  } finally {
    rmSync(guard, { force: true });
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it. The lock file holds
 * the owner's pid, so a lock left behind by a process that died is taken over instead of blocking.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  createDataDir(dataDir);
  const file = join(dataDir, 'verba.lock');
  if (!createExclusive(file) && !takeOver(file)) {
    const owner = readOwner(file);
    throw new DataDirLockedError(
      `DATA_DIR ${dataDir} is in use by another Verba server${owner === undefined ? '' : ` (pid ${owner})`}. Stop that server or set a different DATA_DIR.`,
    );
  }
  return {
    release: () => {
      if (readOwner(file) === process.pid) rmSync(file, { force: true });
    },
  };
}
