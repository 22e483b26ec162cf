import { z } from 'zod';
import { DomainError } from '../errors.ts';

const translationStates = ['EMPTY', 'TRANSLATED', 'REVIEWED'] as const;
export type ShippedState = (typeof translationStates)[number];

/** Which values ship when DistributionInput names no states (pipeline contract). */
const defaultStates: ShippedState[] = ['TRANSLATED', 'REVIEWED'];

/** DistributionInput of the pipeline contract. */
const distributionInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A distribution’s name has 1 to 100 characters.')
    .max(100, 'A distribution’s name has 1 to 100 characters.'),
  autoPublish: z.boolean().nullish(),
  states: z.array(z.enum(translationStates)).min(1, 'Choose at least one state to ship.').nullish(),
  blockOnErrors: z.boolean().nullish(),
});

interface DistributionInput {
  name: string;
  autoPublish: boolean;
  states: ShippedState[];
  blockOnErrors: boolean;
}

/** The input checked, or BAD_USER_INPUT naming the first bad field; states in the contract's order. */
export function parseDistributionInput(input: unknown): DistributionInput {
  const parsed = distributionInputSchema.safeParse(input);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const field = issue?.path[0] === undefined ? 'input' : String(issue.path[0]);
    throw new DomainError('BAD_USER_INPUT', issue?.message ?? 'Invalid input.', { field });
  }
  const { name, autoPublish, states, blockOnErrors } = parsed.data;
  return {
    name,
    autoPublish: autoPublish ?? false,
    blockOnErrors: blockOnErrors ?? false,
    states: states ? translationStates.filter((state) => states.includes(state)) : defaultStates,
  };
}
