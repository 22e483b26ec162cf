import { z } from 'zod';
import { DomainError } from '../errors.ts';
import { webhookEvents } from './webhook-events.ts';

/** WebhookInput of the pipeline contract; the URL's address is checked apart, after DNS. */
const webhookInputSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'Enter the receiver’s URL.')
    .max(2000, 'A webhook URL has at most 2000 characters.'),
  events: z
    .array(z.enum(webhookEvents, { message: `Events are among ${webhookEvents.join(', ')}.` }))
    .min(1, 'Choose at least one event.')
    .transform((events) => webhookEvents.filter((event) => events.includes(event))),
  active: z
    .boolean()
    .nullish()
    .transform((active) => active ?? true),
});

export type WebhookInput = z.output<typeof webhookInputSchema>;

/** The input checked, or BAD_USER_INPUT naming the first bad field. */
export function parseWebhookInput(input: unknown): WebhookInput {
  const parsed = webhookInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const field = issue?.path[0] === undefined ? 'input' : String(issue.path[0]);
  throw new DomainError('BAD_USER_INPUT', issue?.message ?? 'Invalid input.', { field });
}
