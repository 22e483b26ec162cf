/** A resolver failure with api-contract.md's extensions.code, and any other extensions it names. */
export class CodedError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
