/** An error a caller may see: its status, machine code and message become the `{error, code}` body. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** More fields for the body, such as the `field` a 400 is about. */
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
    this.details = details;
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'You are not signed in.');
