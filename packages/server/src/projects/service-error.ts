/** The codes a projects or plans service refuses with; they reach the caller as extensions.code. */
export type ServiceErrorCode = 'NOT_FOUND' | 'BAD_USER_INPUT' | 'PLAN_LIMIT_REACHED';

/** A refusal the caller may read; everything else is masked by the GraphQL layer. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  readonly code: ServiceErrorCode;

  constructor(code: ServiceErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export const notFound = (what: 'Project' | 'Group') => new ServiceError('NOT_FOUND', `${what} not found.`);
