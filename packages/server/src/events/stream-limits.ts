/** The numbers api-contract-extensions.md names for event streams. */
export const streamLimits = {
  /** Open streams one account may hold, across its sessions and keys. */
  perAccount: 20,
  /** Open streams one server process holds. */
  perProcess: 2000,
  /** Text a stream may have waiting for its client; past it the stream ends and the client resumes. */
  unsentBytes: 1024 * 1024,
  /**
   * Presence pings an account may send a project within `presenceWindowMs`: one is due every 30 s,
   * and the editor sends one as its viewer moves between cells.
   */
  presencePings: 30,
  presenceWindowMs: 30_000,
};
