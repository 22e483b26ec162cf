export interface Plan {
  id: 'free' | 'pro' | 'business';
  name: string;
  /** null: unlimited. */
  projectLimit: number | null;
  /** Translation keys over all projects; null: unlimited. */
  keyLimit: number | null;
  /** Members plus open invitations per project, the owner included; null: unlimited. */
  memberLimit: number | null;
  /** Base-text characters sent to machine translation a calendar month, per owner; null: unlimited. */
  machineCharacterLimit: number | null;
}

/** The plans of api-contract.md, with teams-contract.md's member limits and aids-contract.md's machine characters. */
export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    projectLimit: 3,
    keyLimit: 1000,
    memberLimit: 5,
    machineCharacterLimit: 20_000,
  },
  {
    id: 'pro',
    name: 'Pro',
    projectLimit: 25,
    keyLimit: 50_000,
    memberLimit: 50,
    machineCharacterLimit: 2_000_000,
  },
  {
    id: 'business',
    name: 'Business',
    projectLimit: null,
    keyLimit: null,
    memberLimit: null,
    machineCharacterLimit: null,
  },
];
