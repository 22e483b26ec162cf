import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.ts';
import { issueBackfill, projects } from '../db/schema.ts';
import { recomputeIssues } from '../workspace/translation-issues.ts';

/**
 * Checks the values of one project listed in issue_backfill (stored before each value kept its
 * issue codes) and takes it off the list, under the project's lock as an import holds it. Several
 * processes share the list: a project another one is checking is skipped. Null when none is left.
 */
async function backfillNextProject(db: Database): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({ projectId: issueBackfill.projectId })
      .from(issueBackfill)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!next) return null;
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, next.projectId)).for('update');
    await recomputeIssues(tx, { projectId: next.projectId });
    await tx.delete(issueBackfill).where(eq(issueBackfill.projectId, next.projectId));
    return next.projectId;
  });
}

/** Checks every listed project, one transaction each, until `stopped`; how many it checked. */
export async function backfillIssues(db: Database, stopped: () => boolean = () => false): Promise<number> {
  let checked = 0;
  while (!stopped() && (await backfillNextProject(db))) checked += 1;
  return checked;
}

export interface IssueBackfill {
  /** Starts in the background; a failure is logged, and the next start takes the rest. */
  start(): void;
  /** Ends after the project being checked: a shutdown never waits for the whole list. */
  stop(): Promise<void>;
}

export function createIssueBackfill(db: Database, log: FastifyBaseLogger): IssueBackfill {
  let running: Promise<void> | undefined;
  let stopped = false;
  return {
    start() {
      running = backfillIssues(db, () => stopped)
        .then((checked) => {
          if (checked > 0)
            log.info({ projects: checked }, 'checked the issues of values stored before checks');
        })
        .catch((error: unknown) => log.error({ err: error }, 'checking the issues of older values failed'));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
