/** An error a caller may see: its status, machine code and message become the `{error, code}` body. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  readonly code: string;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.headers = headers;
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'You are not signed in.');
export const notFound = () => new AppError(404, 'NOT_FOUND', 'Not found.');
