import { DomainError } from '../errors.ts';
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
