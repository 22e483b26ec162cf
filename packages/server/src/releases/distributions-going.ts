import { eq, inArray } from 'drizzle-orm';
import { distributions, projects } from '../db/schema.ts';
import type { Emit } from '../events/project-event.ts';
import type { Executor } from '../workspace/executor.ts';
import { announceRelease } from './release-event.ts';

type Going = { id: string; projectId: string; name: string };

/**
 * The distributions a delete of projects is about to take with it (by cascade), read in its
 * transaction: once it commits, each is announced deleted so every process's /cdn drops its files.
 */
export async function distributionsGoing(
  tx: Executor,
  of: { projectId: string } | { accountId: string },
): Promise<Going[]> {
  const columns = { id: distributions.id, projectId: distributions.projectId, name: distributions.name };
  if ('projectId' in of)
    return tx.select(columns).from(distributions).where(eq(distributions.projectId, of.projectId));
  const owned = tx.select({ id: projects.id }).from(projects).where(eq(projects.accountId, of.accountId));
  return tx.select(columns).from(distributions).where(inArray(distributions.projectId, owned));
}

/** After the delete committed: the tokens answer 404 at once in every process, not after a revalidation. */
export function announceGone(emit: Emit, going: Going[]): void {
  for (const distribution of going) announceRelease(emit, distribution, { kind: 'deleted' });
}
