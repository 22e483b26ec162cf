import { and, count, eq, lt, max } from 'drizzle-orm';
import { requireOpen } from '../access/busy-projects.ts';
import type { Principal } from '../access/principal.ts';
import { actorId } from '../access/principal.ts';
import { qaErrors, shippedErrors } from '../checks/release-gate.ts';
import type { Database } from '../db/database.ts';
import { distributions, releaseFiles as releaseFilesTable, releases, translationKeys } from '../db/schema.ts';
import { allowLongStatements } from '../db/statement-budget.ts';
import { notFound } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import { languagesOfProjects } from '../workspace/project-languages.ts';
import type { ShippedState } from './distribution-input.ts';
import { authorizeDistribution, type ReleaseView, releaseView } from './distribution-service.ts';
import { lockForPublishing } from './publish-lock.ts';
import { announceRelease } from './release-event.ts';
import { releaseFiles } from './release-files.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Files per insert: a few hundred kilobytes of parameters per statement at most. */
const filesPerInsert = 50;

/**
 * Writes the distribution's next release, once, and makes it current: every group's file in every
 * project language, with the values of its states. A publish holds the distribution's publishing
 * lock (publish-lock.ts) while it writes, so a second publish of the same distribution (a click
 * while auto-publish writes) waits for the first and then writes the release after it: publishes
 * are serialized, never refused, and each release holds what was saved before it started. The
 * release it replaces is removed with it. `principal` null: auto-publish (auto-publish.ts), which
 * needs no one's rights.
 */
export async function publishRelease(
  db: Database,
  principal: Principal,
  distributionId: string,
  emit: Emit,
): Promise<ReleaseView> {
  return (await publish(db, principal, distributionId, emit)) as ReleaseView;
}

/**
 * Auto-publish's release: with its distribution gated and an error to ship, none is cut and the
 * distribution is marked blocked instead (the next release, once fixed, clears the mark).
 */
export async function autoPublishRelease(db: Database, distributionId: string, emit: Emit): Promise<void> {
  await publish(db, null, distributionId, emit);
}

async function publish(
  db: Database,
  principal: Principal | null,
  distributionId: string,
  emit: Emit,
): Promise<ReleaseView | null> {
  const { distribution, release } = await db.transaction(async (tx) => {
    if (principal) await authorizeDistribution(tx, principal, distributionId);
    // Publishing is work the user asked for: its statements get the long budget.
    await allowLongStatements(tx);
    await lockForPublishing(tx, distributionId);
    const [current] = await tx.select().from(distributions).where(eq(distributions.id, distributionId));
    if (!current) throw notFound('Distribution');
    // Auto-publish has no principal to authorize: a project an import writes in steps waits for it.
    requireOpen(current.projectId);
    if (current.blockOnErrors) {
      const errors = await shippedErrors(tx, current.projectId, current.states);
      if (errors.length > 0) {
        if (principal) throw qaErrors(errors);
        await tx.update(distributions).set({ blockedByErrors: true }).where(eq(distributions.id, current.id));
        return { distribution: current, release: null };
      }
    }
    return { distribution: current, release: await writeRelease(tx, current, principal) };
  });
  if (release) announceRelease(emit, distribution, { kind: 'published', release });
  return release;
}

async function writeRelease(
  tx: Transaction,
  distribution: typeof distributions.$inferSelect,
  principal: Principal | null,
): Promise<ReleaseView> {
  const [languages] = await languagesOfProjects(tx, [distribution.projectId]);
  const tags = (languages ?? []).map((language) => language.tag);
  const { files, groups } = await releaseFiles(
    tx,
    distribution.projectId,
    tags,
    distribution.states as ShippedState[],
  );
  const [keys] = await tx
    .select({ total: count() })
    .from(translationKeys)
    .where(eq(translationKeys.projectId, distribution.projectId));
  const [last] = await tx
    .select({ number: max(releases.number) })
    .from(releases)
    .where(eq(releases.distributionId, distribution.id));
  const number = (last?.number ?? 0) + 1;
  const [row] = await tx
    .insert(releases)
    .values({
      distributionId: distribution.id,
      number,
      publishedBy: principal ? actorId(principal) : null,
      languages: tags,
      groups,
      keyCount: keys?.total ?? 0,
    })
    .returning();
  const created = row as typeof releases.$inferSelect;
  for (let start = 0; start < files.length; start += filesPerInsert) {
    await tx
      .insert(releaseFilesTable)
      .values(files.slice(start, start + filesPerInsert).map((file) => ({ releaseId: created.id, ...file })));
  }
  if (distribution.blockedByErrors) {
    await tx
      .update(distributions)
      .set({ blockedByErrors: false })
      .where(eq(distributions.id, distribution.id));
  }
  // Only the current release is served; its files replace the last one's.
  await tx
    .delete(releases)
    .where(and(eq(releases.distributionId, distribution.id), lt(releases.number, number)));
  return releaseView(created, principal ? principal.account : null);
}
