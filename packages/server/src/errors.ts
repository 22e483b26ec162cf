// The code-to-status table is the contract's; REST answers and GraphQL's HTTP status read it here.
export { statusOf } from '@verba/contract';

/**
 * A refusal the caller may read: its code, a message for a person, and details such as the
 * `field` it is about or `retryAfter` (seconds). Anything else that is thrown stays internal.
 */
export class DomainError extends Error {
  override name = 'DomainError';
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.code = code;
    this.details = details;
  }
}

export const unauthenticated = () => new DomainError('UNAUTHENTICATED', 'You are not signed in.');

export const notFound = (
  what:
    | 'Project'
    | 'Group'
    | 'Key'
    | 'Activity'
    | 'Member'
    | 'Invitation'
    | 'API key'
    | 'Import'
    | 'Comment'
    | 'Suggestion'
    | 'Distribution'
    | 'Webhook'
    | 'Upload'
    | 'Job'
    | 'Glossary term',
) => new DomainError('NOT_FOUND', `${what} not found.`);
