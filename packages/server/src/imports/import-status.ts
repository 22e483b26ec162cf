import type { Import } from '@verba/contract';
import type { Database } from '../db/database.ts';
import { failAbandonedApply, logInterrupted } from './apply-lease.ts';
import type { ImportLog, ImportRuns } from './import-runs.ts';
import { ownedRow, viewWithLimit } from './import-view.ts';

/**
 * The account's import as it stands. An apply holds its import's lock from before the import turns
 * `applying` until its outcome is written (apply-lease.ts), so a read that finds an import
 * `applying` without its lock, and not running here, reports it interrupted.
 */
export async function getImport(
  db: Database,
  accountId: string,
  id: string,
  { running }: ImportRuns,
  log: ImportLog,
): Promise<Import> {
  const live = running.get(id);
  if (live && live.accountId === accountId) return live.view;
  const row = await ownedRow(db, accountId, id);
  if (row.status !== 'applying' || running.has(id)) return viewWithLimit(db, row);
  // Applied by another process, or by one that is gone: the read that finds it gone says so once.
  const { row: settled, interrupted } = await failAbandonedApply(db, id);
  if (interrupted) logInterrupted(log, id, row.projectId);
  return viewWithLimit(db, settled ?? row);
}
