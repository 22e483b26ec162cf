import type { Import } from '@verba/contract';
import { createImportGates } from './import-gates.ts';
import { createImportThreads } from './import-threads.ts';

/** Where a failed apply's cause goes: the app's logger. */
export interface ImportLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/**
 * The imports of this process, made once by the app factory: the threads that read and plan files,
 * the turns of accounts and projects, and the in-memory progress of running applies (the
 * transaction's own rows are not visible to a status read until it commits; other processes read
 * the progress the apply writes to its row), with the applies to wait for on close.
 */
export function createImportRuns(gates = createImportGates()) {
  return {
    threads: createImportThreads(),
    gates,
    running: new Map<string, { view: Import; accountId: string; tokenHash: string; task: Promise<void> }>(),
  };
}

export type ImportRuns = ReturnType<typeof createImportRuns>;

/**
 * The progress of a running apply for the session or key that started it, read without the
 * database: on PGlite every query waits for the apply's transaction, and the session lookup is one.
 */
export function runningImport(runs: ImportRuns, id: string, tokenHash: string): Import | null {
  const live = runs.running.get(id);
  return live && live.tokenHash === tokenHash ? live.view : null;
}

/** Waits for the applies under way (the server closes only after they end), then stops the threads. */
export async function settleImports(runs: ImportRuns): Promise<void> {
  await Promise.allSettled([...runs.running.values()].map((entry) => entry.task));
  await runs.threads.close();
}
