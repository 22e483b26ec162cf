/**
 * The HTTP status of each code a caller may see. REST answers with it; GraphQL carries only the
 * code, in `extensions.code`. A code missing here is a 400.
 */
const statusByCode: Record<string, number> = {
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_PASSWORD: 401,
  INVALID_CODE: 401,
  INVALID_RECOVERY_CODE: 401,
  NO_PENDING_SIGN_IN: 401,
  SIGN_IN_RESTART: 401,
  PASSKEY_INVALID: 401,
  PASSKEY_UNKNOWN: 401,
  ACCOUNT_UNCONFIRMED: 403,
  PASSWORD_SIGN_IN_LOCKED: 423,
  FORBIDDEN_ORIGIN: 403,
  REAUTH_REQUIRED: 403,
  NOT_FOUND: 404,
  PASSKEY_NOT_FOUND: 404,
  SESSION_NOT_FOUND: 404,
  TOKEN_USED: 409,
  EMAIL_TAKEN: 409,
  PASSKEY_EXISTS: 409,
  CHALLENGE_USED: 409,
  CODE_ALREADY_USED: 409,
  TWO_FACTOR_ENABLED: 409,
  TWO_FACTOR_DISABLED: 409,
  SETUP_NOT_STARTED: 409,
  KEY_CONFLICT: 409,
  VERSION_CONFLICT: 409,
  PLAN_LIMIT_REACHED: 409,
  IMPORT_CLOSED: 409,
  PROJECT_BUSY: 409,
  IMPORT_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  DATABASE_UNAVAILABLE: 503,
  NOT_READY: 503,
};

export const statusOf = (code: string): number => statusByCode[code] ?? 400;

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

export const notFound = (what: 'Project' | 'Group' | 'Key' | 'Activity') =>
  new DomainError('NOT_FOUND', `${what} not found.`);
