import { AUTH_BASE } from '../auth/calls.ts';
import { post } from '../http.ts';
import { PASSKEY_MESSAGES } from './messages.ts';

/** Renames one of the account's passkeys (a contract extension); false after the error toast. */
export async function renamePasskey(id: string, name: string): Promise<boolean> {
  return (await post(`${AUTH_BASE}/setup/passkey/rename`, { id, name })) !== null;
}

/** Removes one passkey by id, or every passkey of the account without one. */
export async function removePasskeys(id?: string): Promise<boolean> {
  const body = id === undefined ? {} : { id };
  return (
    (await post(`${AUTH_BASE}/setup/passkey/disable`, body, {
      fallbackError: PASSKEY_MESSAGES.deleteFailed,
    })) !== null
  );
}
