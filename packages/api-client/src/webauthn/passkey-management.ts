import type { Success } from '../auth/account-calls.ts';
import { AUTH_BASE } from '../auth/calls.ts';
import { post } from '../http.ts';

/** Renames one of the account's passkeys (a contract extension). */
export const renamePasskey = (id: string, name: string) =>
  post<Success>(`${AUTH_BASE}/setup/passkey/rename`, { id, name });

/** Removes one passkey by id, or every passkey of the account without one. */
export const removePasskeys = (id?: string) =>
  post<Success>(`${AUTH_BASE}/setup/passkey/disable`, id === undefined ? {} : { id });
