import { type Plan, plans } from '@verba/contract';

// The plans are the contract's; every new account starts on `free` (the accounts table's default).
export { type Plan, plans };

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
