import { post, request } from '../http.ts';
import type { Success } from './account-calls.ts';
import { AUTH_BASE } from './calls.ts';
import type { PendingRemoval } from './types.ts';

/** POST /api/auth/reauth with the password: this session may make sensitive changes for 10 minutes. */
export const reauthWithPassword = (password: string) => post<Success>(`${AUTH_BASE}/reauth`, { password });

/** POST /api/auth/reauth with a TOTP code. */
export const reauthWithCode = (code: string) => post<Success>(`${AUTH_BASE}/reauth`, { code });

/** One signed-in browser of the account, as GET /api/auth/sessions lists it. */
export interface SessionInfo {
  id: string;
  device: { browser: string | null; os: string | null; type: string | null };
  address: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

export const listSessions = () =>
  request<{ sessions: SessionInfo[] }>(`${AUTH_BASE}/sessions`, { method: 'GET' });

/** Signs out one session of the account (this one too, when its id is given). */
export const endSession = (id: string) => post<Success>(`${AUTH_BASE}/sessions/end`, { id });

/** Signs out every session of the account but this one. */
export const endOtherSessions = () => post<Success>(`${AUTH_BASE}/sessions/end-others`, {});

/** What "This wasn't me" set in motion against what may be the intruder's: the page tells the owner. */
export interface LockDownResult extends Success {
  pendingRemoval: PendingRemoval | null;
}

/** POST /api/auth/not-me: "This wasn't me" from a notice mail locks the account down. */
export const lockDownAccount = (token: string) => post<LockDownResult>(`${AUTH_BASE}/not-me`, { token });

/** One entry of the account's security log (GET /api/auth/security-log). */
export interface SecurityEvent {
  id: string;
  kind: string;
  /** How a sign-in proved itself: password, password+code, password+recovery-code, passkey. */
  method: string | null;
  device: SessionInfo['device'];
  address: string | null;
  at: string;
}

export const fetchSecurityLog = () =>
  request<{ events: SecurityEvent[] }>(`${AUTH_BASE}/security-log`, { method: 'GET' });

/** GET /api/auth/export: everything the account holds, as one JSON document. */
export const exportMyData = () => request<Record<string, unknown>>(`${AUTH_BASE}/export`, { method: 'GET' });

/** POST /api/auth/password/reset/passkeys: the passkeys of a reset link's account (the link stays unused). */
export const passkeysForReset = (token: string) =>
  post<{ passkeys: { name: string; createdAt: string }[] }>(`${AUTH_BASE}/password/reset/passkeys`, {
    token,
  });
