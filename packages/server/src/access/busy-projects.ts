// Projects an import on the embedded database is writing in steps (imports/apply-steps.ts). Its one
// connection serves other calls between two steps, so the project is closed to all of them until
// the import ends: nobody reads it half written or writes beside it. Kept in the process: the
// embedded database has one server.
import { type SQL, sql } from 'drizzle-orm';
import { projectBusy } from '../db/database-unavailable.ts';

const closed = new Map<string, Promise<void>>();

/** Closes the project to every call; the answer opens it again (once, whatever happens). */
export function closeProject(projectId: string): () => void {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  closed.set(projectId, opened);
  return () => {
    if (closed.get(projectId) === opened) closed.delete(projectId);
    open();
  };
}

/** Refuses with PROJECT_BUSY while the project is closed: a call must not wait inside a transaction. */
export function requireOpen(projectId: string): void {
  if (closed.has(projectId)) throw projectBusy();
}

/** Resolves once the project is open, for work outside a transaction that can wait (a job's batch). */
export async function whenOpen(projectId: string): Promise<void> {
  for (let opened = closed.get(projectId); opened; opened = closed.get(projectId)) await opened;
}

/** A condition on a project id column: true unless the project is closed, read as the query is built. */
export function openProjectsOnly(projectId: SQL) {
  const ids = [...closed.keys()];
  return ids.length === 0 ? sql`true` : sql`not (${projectId} = any(${`{${ids.join(',')}}`}::uuid[]))`;
}
