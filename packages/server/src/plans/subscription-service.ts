import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { projects, subscriptions } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { mostSeatsOwned } from '../teams/member-limit.ts';
import { countKeys } from '../workspace/key-count.ts';
import { findPlan, type Plan } from './plans.ts';

export type Subscription = typeof subscriptions.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

/** Puts a new account on Free; part of the transaction that creates the account. */
export async function startFreeSubscription(tx: Executor, accountId: string, now: Date): Promise<void> {
  await tx.insert(subscriptions).values({ accountId, planId: 'free', since: now }).onConflictDoNothing();
}

/**
 * The account's subscription row, locked until the transaction ends (SELECT … FOR UPDATE): every
 * change that depends on the plan's limit takes this lock first, so such changes run one by one.
 */
export async function lockSubscription(tx: Executor, accountId: string, now: Date): Promise<Subscription> {
  await startFreeSubscription(tx, accountId, now);
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId))
    .for('update');
  if (!row) throw new Error(`no subscription for account ${accountId}`);
  return row;
}

export function planOf(subscription: Subscription): Plan {
  const plan = findPlan(subscription.planId);
  if (!plan) throw new Error(`unknown plan ${subscription.planId}`);
  return plan;
}

export async function countProjects(tx: Executor, accountId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(projects).where(eq(projects.accountId, accountId));
  return row?.value ?? 0;
}

/** Moves the account to another plan; a plan that holds fewer projects than it owns is refused. */
export async function changePlan(db: Database, accountId: string, planId: string, now: Date) {
  const plan = findPlan(planId);
  if (!plan) throw new DomainError('BAD_USER_INPUT', 'There is no such plan.');
  return db.transaction(async (tx) => {
    const current = await lockSubscription(tx, accountId, now);
    if (current.planId === plan.id) return current;
    const owned = await countProjects(tx, accountId);
    if (plan.projectLimit !== null && owned > plan.projectLimit) {
      throw new DomainError(
        'PLAN_LIMIT_REACHED',
        `You own ${owned} projects; ${plan.name} includes ${plan.projectLimit}. Delete projects first.`,
      );
    }
    const keys = await countKeys(tx, accountId);
    if (plan.keyLimit !== null && keys > plan.keyLimit) {
      throw new DomainError(
        'PLAN_LIMIT_REACHED',
        `You own ${keys.toLocaleString('en-US')} keys; ${plan.name} includes ${plan.keyLimit.toLocaleString('en-US')}. Delete keys first.`,
      );
    }
    if (plan.memberLimit !== null) {
      const crowded = await mostSeatsOwned(tx, accountId, now);
      if (crowded > plan.memberLimit) {
        throw new DomainError(
          'PLAN_LIMIT_REACHED',
          `A project you own has ${crowded} members and open invitations; ${plan.name} includes ${plan.memberLimit} per project. Remove members first.`,
        );
      }
    }
    const [updated] = await tx
      .update(subscriptions)
      .set({ planId: plan.id, since: now })
      .where(eq(subscriptions.accountId, accountId))
      .returning();
    if (!updated) throw new Error('subscription vanished inside its transaction');
    return updated;
  });
}
