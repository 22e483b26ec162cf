import { accounts } from '../db/schema.ts';
import { startFreeSubscription } from '../plans/subscription-service.ts';
import type { Executor } from '../workspace/executor.ts';
import type { Account } from './session-service.ts';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  locale: string;
}

/**
 * A new account on the free plan, in the caller's transaction. `confirmedAt` is set when the
 * address is proven already (an invitation's mail), null when a confirmation mail must prove it.
 */
export async function insertAccount(
  tx: Executor,
  input: NewAccount,
  now: Date,
  { confirmedAt }: { confirmedAt: Date | null },
): Promise<Account> {
  const [account] = await tx
    .insert(accounts)
    .values({
      email: input.email,
      passwordHash: input.passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      createdAt: now,
      confirmedAt,
    })
    .returning();
  if (!account) throw new Error('insert returned no account');
  await startFreeSubscription(tx, account.id, now);
  return account;
}
