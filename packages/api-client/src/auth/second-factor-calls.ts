import { post } from '../http.ts';
import type { LoginResult } from './account-calls.ts';
import { AUTH_BASE } from './calls.ts';

// Each call resolves to the answer (or true) on success, and to null (or false) after the server's
// `error` was shown as a toast (product-spec.md section 8).

/** The answer of POST /api/auth/setup/2fa: what an authenticator app needs. */
export interface TwoFactorSetup {
  secret: string;
  /** otpauth:// URI, the content of the QR code. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

const setupFailed = 'Failed to start setup';

/** POST /api/auth/login/2fa: finishes a pending sign-in with a TOTP code. */
export function loginWithCode(code: string): Promise<LoginResult | null> {
  return post<LoginResult>(`${AUTH_BASE}/login/2fa`, { code });
}

/** POST /api/auth/login/2fa/recovery: finishes a pending sign-in with a recovery code. */
export function loginWithRecoveryCode(recoveryCode: string): Promise<LoginResult | null> {
  return post<LoginResult>(`${AUTH_BASE}/login/2fa/recovery`, { recoveryCode });
}

/** POST /api/auth/setup/2fa: a new secret waiting for its first code. */
export function startTwoFactorSetup(): Promise<TwoFactorSetup | null> {
  return post<TwoFactorSetup>(`${AUTH_BASE}/setup/2fa`, {}, { fallbackError: setupFailed });
}

/** POST /api/auth/setup/2fa/confirm: turns 2FA on; answers the recovery codes, shown this once. */
export async function confirmTwoFactorSetup(code: string): Promise<string[] | null> {
  const answer = await post<{ recoveryCodes: string[] }>(`${AUTH_BASE}/setup/2fa/confirm`, { code });
  return answer?.recoveryCodes ?? null;
}

/** POST /api/auth/setup/2fa/recovery-codes: a new set for a right code; the old set stops working. */
export async function regenerateRecoveryCodes(code: string): Promise<string[] | null> {
  const answer = await post<{ recoveryCodes: string[] }>(`${AUTH_BASE}/setup/2fa/recovery-codes`, { code });
  return answer?.recoveryCodes ?? null;
}

/** POST /api/auth/setup/2fa/disable: turns 2FA off with a TOTP code. */
export async function disableTwoFactor(code: string): Promise<boolean> {
  return (await post<{ success: boolean }>(`${AUTH_BASE}/setup/2fa/disable`, { code }))?.success === true;
}

/** POST /api/auth/setup/2fa/disable/recovery: turns 2FA off with a recovery code. */
export async function disableTwoFactorWithRecoveryCode(recoveryCode: string): Promise<boolean> {
  const answer = await post<{ success: boolean }>(`${AUTH_BASE}/setup/2fa/disable/recovery`, {
    recoveryCode,
  });
  return answer?.success === true;
}
