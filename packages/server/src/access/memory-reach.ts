import { type SQL, sql } from 'drizzle-orm';
import type { Access } from './authorize.ts';
import { openProjectsOnly } from './busy-projects.ts';
import { actorId, type Principal } from './principal.ts';

/** What one lookup of translation memory may read: which projects' values, whose imported segments. */
export interface MemoryReach {
  /** A subquery of the project ids whose values may answer. */
  projects: SQL;
  /** The account whose TMX segments may answer: the asking project's owner's. */
  segmentsOf: string;
}

/**
 * The aids contract's reach of translation memory, decided here and nowhere else: a session reads
 * the values of every project its account is a member of (every role may read); an API key only
 * its own project's. Both read the segments imported into the asking project's owner's account.
 * Never wider than what the principal may read: `access` is the asking key's project, authorized.
 */
export function memoryReach(principal: Principal, access: Access): MemoryReach {
  const members =
    principal.kind === 'apiKey'
      ? sql`(select ${access.project.id}::uuid as project_id)`
      : sql`(select pm.project_id from project_members pm where pm.account_id = ${actorId(principal)}::uuid)`;
  return {
    // Built at each lookup (a job's reach outlives many): a project an import is writing in steps
    // is left out until it ends (busy-projects.ts).
    get projects() {
      return sql`(select m.project_id from ${members} m where ${openProjectsOnly(sql.raw('m.project_id'))})`;
    },
    segmentsOf: access.project.accountId,
  };
}
