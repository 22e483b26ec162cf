import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { authorize, authorizeVia } from '../access/authorize.ts';
import type { Principal } from '../access/principal.ts';
import type { Database } from '../db/database.ts';
import { accounts, distributions, releases } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { Emit } from '../events/project-event.ts';
import { reserveProjectItem } from '../projects/project-item-limit.ts';
import type { Executor } from '../workspace/executor.ts';
import { parseDistributionInput, type ShippedState } from './distribution-input.ts';
import { lockForPublishing } from './publish-lock.ts';
import { announceRelease } from './release-event.ts';

type DistributionRow = typeof distributions.$inferSelect;
type ReleaseRow = typeof releases.$inferSelect;

/** Release of the pipeline contract. */
export interface ReleaseView {
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  languages: string[];
  keyCount: number;
}

/** Distribution of the pipeline contract. */
export interface DistributionView {
  id: string;
  name: string;
  url: string;
  autoPublish: boolean;
  states: ShippedState[];
  current: ReleaseView | null;
  blockOnErrors: boolean;
  blockedByErrors: boolean;
}

/** 128 random bits in base64url (22 characters): the whole secret of a distribution's public files. */
const newToken = () => randomBytes(16).toString('base64url');

/** The form of a token, checked before /cdn looks anything up. */
export const tokenPattern = /^[A-Za-z0-9_-]{22}$/;

type Publisher = { firstName: string; lastName: string } | null;

export const releaseView = (row: ReleaseRow, by: Publisher): ReleaseView => ({
  number: row.number,
  publishedAt: row.publishedAt.toISOString(),
  publishedBy: by ? `${by.firstName} ${by.lastName}` : null,
  languages: row.languages,
  keyCount: row.keyCount,
});

const view = (publicUrl: string, row: DistributionRow, current: ReleaseView | null): DistributionView => ({
  id: row.id,
  name: row.name,
  url: `${publicUrl}/cdn/${row.token}`,
  autoPublish: row.autoPublish,
  states: row.states as ShippedState[],
  current,
  blockOnErrors: row.blockOnErrors,
  blockedByErrors: row.blockedByErrors,
});

/** The project's distributions with their current releases, oldest first. */
async function distributionsWithReleases(tx: Executor, publicUrl: string, where: ReturnType<typeof eq>) {
  const rows = await tx
    .select({
      distribution: distributions,
      release: releases,
      by: { firstName: accounts.firstName, lastName: accounts.lastName },
    })
    .from(distributions)
    .leftJoin(releases, eq(releases.distributionId, distributions.id))
    .leftJoin(accounts, eq(accounts.id, releases.publishedBy))
    .where(where)
    .orderBy(asc(distributions.createdAt), asc(distributions.id));
  return rows.map((row) =>
    view(
      publicUrl,
      row.distribution,
      row.release ? releaseView(row.release, row.by?.firstName ? row.by : null) : null,
    ),
  );
}

/** Project.distributions: every member reads them (the URL goes into the app's code). */
export function distributionsOf(db: Database, principal: Principal, projectId: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'read');
    return distributionsWithReleases(tx, publicUrl, eq(distributions.projectId, projectId));
  });
}

/** A distribution and its project, authorized for publishing; another project's is NOT_FOUND. */
export async function authorizeDistribution(tx: Executor, principal: Principal, id: string) {
  return (await authorizeVia(tx, principal, 'distribution', id, 'publishReleases')).row;
}

export function createDistribution(
  db: Database,
  principal: Principal,
  projectId: string,
  input: unknown,
  publicUrl: string,
): Promise<DistributionView> {
  const checked = parseDistributionInput(input);
  return db.transaction(async (tx) => {
    await authorize(tx, principal, projectId, 'publishReleases');
    await reserveProjectItem(tx, projectId, 'distributions');
    const [row] = await tx
      .insert(distributions)
      .values({ projectId, token: newToken(), ...checked })
      .returning();
    return view(publicUrl, row as DistributionRow, null);
  });
}

/** Changes the name, the states and auto-publish; the token and the current release stay. */
export async function updateDistribution(
  db: Database,
  principal: Principal,
  id: string,
  input: unknown,
  publicUrl: string,
): Promise<DistributionView> {
  const checked = parseDistributionInput(input);
  return db.transaction(async (tx) => {
    await authorizeDistribution(tx, principal, id);
    await tx
      .update(distributions)
      // Turning auto-publish off also drops a publish it had scheduled.
      .set(checked.autoPublish ? checked : { ...checked, publishDueAt: null })
      .where(eq(distributions.id, id));
    const [updated] = await distributionsWithReleases(tx, publicUrl, eq(distributions.id, id));
    if (!updated) throw notFound('Distribution');
    return updated;
  });
}

/** Deletes the distribution and its release: its token answers 404 at once in every process. */
export async function deleteDistribution(
  db: Database,
  principal: Principal,
  id: string,
  emit: Emit,
): Promise<boolean> {
  const deleted = await db.transaction(async (tx) => {
    const row = await authorizeDistribution(tx, principal, id);
    // After a publish of it being written, so no release is written for it once it is gone.
    await lockForPublishing(tx, id);
    const [gone] = await tx
      .delete(distributions)
      .where(eq(distributions.id, id))
      .returning({ id: distributions.id });
    if (!gone) throw notFound('Distribution');
    return row;
  });
  announceRelease(emit, deleted, { kind: 'deleted' });
  return true;
}
