export interface Plan {
  id: 'free' | 'pro' | 'business';
  name: string;
  /** null: unlimited. */
  projectLimit: number | null;
}

// Every new account starts on `free` (the accounts table's default).
export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', projectLimit: 3 },
  { id: 'pro', name: 'Pro', projectLimit: 25 },
  { id: 'business', name: 'Business', projectLimit: null },
];

export function findPlan(id: string): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
