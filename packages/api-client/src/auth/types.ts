export interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** The answer of GET /api/auth/info (api-contract.md). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  twoFactorEnabled: boolean;
  /** Unused recovery codes; 0 while 2FA is off. */
  recoveryCodesLeft: number;
  passkeys: Passkey[];
  /** Factors "This wasn't me" set to remove at `dueAt`; a sign-in with a factor cancels it. */
  pendingRemoval: PendingRemoval | null;
}

/** What a "This wasn't me" lockdown will remove, and when (GET /api/auth/info, POST /api/auth/not-me). */
export interface PendingRemoval {
  dueAt: string;
  twoFactor: boolean;
  passkeys: number;
}

/** `unavailable`: the server answered DATABASE_UNAVAILABLE, so whether a session exists is unknown for now. */
export type AuthState =
  | { status: 'unknown' }
  | { status: 'signedIn'; user: User }
  | { status: 'signedOut' }
  | { status: 'unavailable' };
