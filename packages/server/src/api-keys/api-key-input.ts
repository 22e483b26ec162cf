import { apiScopes } from '@verba/contract';
import { z } from 'zod';
import { DomainError } from '../errors.ts';

/** ApiKeyInput of the pipeline contract. */
export const apiKeyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'A key’s name has 1 to 100 characters.')
    .max(100, 'A key’s name has 1 to 100 characters.'),
  scopes: z
    .array(z.enum(apiScopes))
    .min(1, 'Choose at least one scope.')
    .transform((scopes) => apiScopes.filter((scope) => scopes.includes(scope))),
  expiresInDays: z.number().int().min(1).max(3650).nullish(),
});

export type ApiKeyInput = z.output<typeof apiKeyInputSchema>;

/** The input checked, or BAD_USER_INPUT naming the first bad field. */
export function parseApiKeyInput(input: unknown): ApiKeyInput {
  const parsed = apiKeyInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path[0] === undefined ? 'input' : String(issue.path[0]);
  const message =
    field === 'expiresInDays'
      ? 'A key expires in 1 to 3650 days, or never.'
      : (issue?.message ?? 'Invalid input.');
  throw new DomainError('BAD_USER_INPUT', message, { field });
}
