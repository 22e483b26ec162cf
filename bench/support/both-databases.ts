// The aids' benches measure the same work on the embedded database (a file in a temporary folder,
// as `npm start` keeps it) and then on PostgreSQL (a scratch database, when DATABASE_URL names a server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../../packages/server/src/db/database.ts';
import { onScratchPostgres } from './scratch-database.ts';

export type DatabaseName = 'pglite' | 'postgres';

/** Runs `measure` on PGlite, then on a scratch PostgreSQL database; each closed and removed after. */
export async function onBothDatabases(
  measure: (name: DatabaseName, handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'verba-bench-'));
  try {
    await onHandle(await openPglite(join(dataDir, 'db')), (handle) => measure('pglite', handle));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await onScratchPostgres(async (url) => {
    await onHandle(await openPostgres(url), (handle) => measure('postgres', handle));
  });
}

async function onHandle(handle: DatabaseHandle, work: (handle: DatabaseHandle) => Promise<void>) {
  try {
    await work(handle);
  } finally {
    await handle.close();
  }
}
