export interface Plan {
  id: 'free' | 'pro' | 'business';
  name: string;
  /** null: unlimited. */
  projectLimit: number | null;
  /** Translation keys over all projects; null: unlimited. */
  keyLimit: number | null;
}

// Every new account starts on `free` (the accounts table's default).
export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', projectLimit: 3, keyLimit: 1000 },
  { id: 'pro', name: 'Pro', projectLimit: 25, keyLimit: 50_000 },
  { id: 'business', name: 'Business', projectLimit: null, keyLimit: null },
];

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
