import type { KeyLimit } from '@verba/contract';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { findPlan } from '../plans/plans.ts';
import { lockSubscription, planOf } from '../plans/subscription-service.ts';
import type { Executor } from './executor.ts';
import { countKeys } from './key-count.ts';

/**
 * Refuses, whole, `adding` keys past the plan's key limit. The subscription row stays locked to
 * the end of the transaction, so two creates at the limit cannot both pass.
 */
export async function reserveKeys(tx: Executor, accountId: string, adding: number, now: Date): Promise<void> {
  const plan = planOf(await lockSubscription(tx, accountId, now));
  if (plan.keyLimit === null) return;
  const owned = await countKeys(tx, accountId);
  if (owned + adding > plan.keyLimit) {
    throw new DomainError(
      'PLAN_LIMIT_REACHED',
      `Your ${plan.name} plan includes ${plan.keyLimit.toLocaleString('en-US')} keys and you have ${owned.toLocaleString('en-US')}. Upgrade to add ${adding === 1 ? 'this key' : `these ${adding.toLocaleString('en-US')} keys`}.`,
      { keyLimit: plan.keyLimit, keysOwned: owned },
    );
  }
}

/**
 * What `adding` keys would do to the owner's plan, read without the lock (an import's preview):
 * the key limit (null when unlimited), the keys owned, and `adding`.
 */
export async function keyLimitOf(db: Executor, accountId: string, adding: number): Promise<KeyLimit> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  // An account without its row yet is on Free, as lockSubscription would start it.
  const plan = findPlan(row?.planId ?? 'free');
  if (!plan) throw new Error(`unknown plan ${row?.planId}`);
  return { limit: plan.keyLimit, owned: await countKeys(db, accountId), adding };
}
