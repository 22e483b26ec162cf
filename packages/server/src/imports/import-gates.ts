import { importBusy, importLimits } from './import-limits.ts';

/**
 * What this process lets run at once: one import (an upload being read, or an apply) per account
 * and per project, and a few applies in all, each of which holds a database connection to its end.
 * A refusal is IMPORT_BUSY with Retry-After; nothing waits in a queue that could hold memory.
 */
export function createImportGates(concurrentApplies: number = importLimits.concurrentApplies) {
  const accounts = new Set<string>();
  const projects = new Set<string>();
  let applies = 0;

  /** Takes the account's and the project's turn, or refuses; the answer gives them back (once). */
  function enter(accountId: string, projectId: string, apply = false): () => void {
    if (accounts.has(accountId)) {
      throw importBusy('Another import of yours is running. Try again when it has finished.', 5);
    }
    if (projects.has(projectId)) {
      throw importBusy('Another import into this project is running. Try again when it has finished.', 5);
    }
    if (apply && applies >= concurrentApplies) {
      throw importBusy('The server is applying other imports. Try again in a minute.', 30);
    }
    accounts.add(accountId);
    projects.add(projectId);
    if (apply) applies += 1;
    let open = true;
    return () => {
      if (!open) return;
      open = false;
      accounts.delete(accountId);
      projects.delete(projectId);
      if (apply) applies -= 1;
    };
  }

  return { enter };
}
