/** The contract's exit codes: the number a CI job branches on. */
export const EXIT = {
  done: 0,
  /** Differences (pull --check, status, a push left unapplied) or files the server refused. */
  differences: 1,
  usage: 2,
  /** Authentication or network: the key, the server or the way to it. */
  connection: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the CLI expects: printed as its one line, then the process exits with `exitCode`. */
export class CliError extends Error {
  readonly exitCode: ExitCode;
  readonly code: string | undefined;

  constructor(message: string, exitCode: ExitCode, code?: string) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
    this.code = code;
  }
}
