import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { machineUsage, subscriptions } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { findPlan, type Plan } from '../plans/plans.ts';

/** The calendar month (UTC) usage counts in, as `2026-11`. */
export const usageMonth = (now: Date) => now.toISOString().slice(0, 7);

/** Characters as providers bill them: code points, not UTF-16 units. */
export const charactersOf = (texts: readonly string[]) =>
  texts.reduce((sum, text) => sum + [...text].length, 0);

export async function planOfAccount(db: Database, accountId: string): Promise<Plan> {
  const [row] = await db
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(eq(subscriptions.accountId, accountId));
  return findPlan(row?.planId ?? 'free') ?? (findPlan('free') as Plan);
}

export async function machineCharactersUsed(db: Database, accountId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ characters: machineUsage.characters })
    .from(machineUsage)
    .where(and(eq(machineUsage.accountId, accountId), eq(machineUsage.month, usageMonth(now))));
  return row?.characters ?? 0;
}

export const machineLimitReached = (plan: Plan) =>
  new DomainError(
    'PLAN_LIMIT_REACHED',
    `The ${plan.name} plan of the project's owner includes ${plan.machineCharacterLimit} machine translation characters a month, and this would pass them.`,
    { machineCharacterLimit: plan.machineCharacterLimit },
  );

/**
 * Takes `characters` from the owner's month before a call is made, in one statement so two
 * calls at once cannot both pass the limit: PLAN_LIMIT_REACHED when it would be passed. The
 * answer gives them back when the call fails and nothing was translated.
 */
export async function chargeCharacters(
  db: Database,
  accountId: string,
  characters: number,
  now: Date,
): Promise<() => Promise<void>> {
  const month = usageMonth(now);
  if (characters > 0) {
    const plan = await planOfAccount(db, accountId);
    const limit = plan.machineCharacterLimit;
    if (limit !== null && characters > limit) throw machineLimitReached(plan);
    const charged = await db
      .insert(machineUsage)
      .values({ accountId, month, characters })
      .onConflictDoUpdate({
        target: [machineUsage.accountId, machineUsage.month],
        set: { characters: sql`${machineUsage.characters} + excluded.characters` },
        setWhere:
          limit === null ? undefined : sql`${machineUsage.characters} + excluded.characters <= ${limit}`,
      })
      .returning({ characters: machineUsage.characters });
    if (charged.length === 0) throw machineLimitReached(plan);
  }
  return async () => {
    if (characters === 0) return;
    await db
      .update(machineUsage)
      .set({ characters: sql`greatest(${machineUsage.characters} - ${characters}, 0)` })
      .where(and(eq(machineUsage.accountId, accountId), eq(machineUsage.month, month)));
  };
}
