import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { projectInvitations, projectMembers, projects } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import type { Plan } from '../plans/plans.ts';
import type { Executor } from '../workspace/executor.ts';

/** Open invitations: neither used nor revoked, and not yet expired. */
export const isOpen = (now: Date) =>
  and(
    isNull(projectInvitations.usedAt),
    isNull(projectInvitations.revokedAt),
    gt(projectInvitations.expiresAt, now),
  );

/** Members plus open invitations of the project, the owner included: what the member limit counts. */
export async function seatsTaken(tx: Executor, projectId: string, now: Date): Promise<number> {
  const [members] = await tx
    .select({ value: count() })
    .from(projectMembers)
    .where(eq(projectMembers.projectId, projectId));
  const [invited] = await tx
    .select({ value: count() })
    .from(projectInvitations)
    .where(and(eq(projectInvitations.projectId, projectId), isOpen(now)));
  return (members?.value ?? 0) + (invited?.value ?? 0);
}

export const memberLimitReached = (plan: Plan, taken: number) =>
  new DomainError(
    'PLAN_LIMIT_REACHED',
    `The ${plan.name} plan of the project's owner includes ${plan.memberLimit} members per project (open invitations included) and this project has ${taken}.`,
    { memberLimit: plan.memberLimit, members: taken },
  );

/**
 * Refuses `adding` more seats past the member limit of the owner's plan. The caller holds the
 * project's lock, so two invitations at the limit cannot both pass.
 */
export async function reserveSeats(tx: Executor, plan: Plan, projectId: string, adding: number, now: Date) {
  if (plan.memberLimit === null) return;
  const taken = await seatsTaken(tx, projectId, now);
  if (taken + adding > plan.memberLimit) throw memberLimitReached(plan, taken);
}

/** The most seats any project the account owns takes: a plan below it is refused. */
export async function mostSeatsOwned(tx: Executor, accountId: string, now: Date): Promise<number> {
  const owned = await tx.select({ id: projects.id }).from(projects).where(eq(projects.accountId, accountId));
  let most = 0;
  for (const project of owned) most = Math.max(most, await seatsTaken(tx, project.id, now));
  return most;
}
