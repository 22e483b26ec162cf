/**
 * Something that opened streams stopped being valid: every process ends the streams it matches at
 * once (the bus carries it), before they get another event.
 */
export type AccessEnd =
  /** A member left or was removed from a project. */
  | { kind: 'member'; projectId: string; accountId: string }
  /** One session ended (signed out, or ended from the sessions list). */
  | { kind: 'session'; sessionId: string }
  /** Every session of an account, but the one with `exceptSessionId` ("end every other session"). */
  | { kind: 'sessions'; accountId: string; exceptSessionId?: string }
  /** An API key was revoked. */
  | { kind: 'apiKey'; keyId: string };

/**
 * What opened a stream: the session or API key it lives by. The token's hash stays in this process
 * (the heartbeat's check reads the session by it); the bus names a session by its public id.
 */
export type Credential =
  | { kind: 'session'; sessionId: string; tokenHash: string }
  | { kind: 'apiKey'; keyId: string };

/** Whether the end applies to a stream of `accountId` in `projectId` opened with `credential`. */
export function ends(
  end: AccessEnd,
  stream: { projectId: string; accountId: string; credential: Credential },
): boolean {
  const { credential } = stream;
  switch (end.kind) {
    case 'member':
      return end.projectId === stream.projectId && end.accountId === stream.accountId;
    case 'session':
      return credential.kind === 'session' && credential.sessionId === end.sessionId;
    case 'sessions':
      return (
        credential.kind === 'session' &&
        end.accountId === stream.accountId &&
        credential.sessionId !== end.exceptSessionId
      );
    case 'apiKey':
      return credential.kind === 'apiKey' && credential.keyId === end.keyId;
  }
}

/** Ends the streams a session or key opened, in every process (the event bus's). */
export type EndAccess = (end: AccessEnd) => void;
