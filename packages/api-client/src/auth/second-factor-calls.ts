import { post } from '../http.ts';
import { type ApiResult, success } from '../result.ts';
import type { LoginResult, Success } from './account-calls.ts';
import { AUTH_BASE } from './calls.ts';

// Each call resolves to an ApiResult; the ui shows a failure (product-spec.md section 8).

/** The answer of POST /api/auth/setup/2fa: what an authenticator app needs. */
export interface TwoFactorSetup {
  secret: string;
  /** otpauth:// URI, the content of the QR code. */
  uri: string;
  /** The QR code as an SVG data URL. */
  qrCode: string;
}

/** POST /api/auth/login/2fa: finishes a pending sign-in with a TOTP code. */
export const loginWithCode = (code: string) => post<LoginResult>(`${AUTH_BASE}/login/2fa`, { code });

/** POST /api/auth/login/2fa/recovery: finishes a pending sign-in with a recovery code. */
export const loginWithRecoveryCode = (recoveryCode: string) =>
  post<LoginResult>(`${AUTH_BASE}/login/2fa/recovery`, { recoveryCode });

/** POST /api/auth/setup/2fa: a new secret waiting for its first code. */
export const startTwoFactorSetup = () => post<TwoFactorSetup>(`${AUTH_BASE}/setup/2fa`, {});

async function recoveryCodes(path: string, code: string): Promise<ApiResult<string[]>> {
  const result = await post<{ recoveryCodes: string[] }>(`${AUTH_BASE}${path}`, { code });
  return result.ok ? success(result.data.recoveryCodes) : result;
}

/** POST /api/auth/setup/2fa/confirm: turns 2FA on; answers the recovery codes, shown this once. */
export const confirmTwoFactorSetup = (code: string) => recoveryCodes('/setup/2fa/confirm', code);

/** POST /api/auth/setup/2fa/recovery-codes: a new set for a right code; the old set stops working. */
export const regenerateRecoveryCodes = (code: string) => recoveryCodes('/setup/2fa/recovery-codes', code);

/** POST /api/auth/setup/2fa/disable: turns 2FA off with a TOTP code. */
export const disableTwoFactor = (code: string) => post<Success>(`${AUTH_BASE}/setup/2fa/disable`, { code });

/** POST /api/auth/setup/2fa/disable/recovery: turns 2FA off with a recovery code. */
export const disableTwoFactorWithRecoveryCode = (recoveryCode: string) =>
  post<Success>(`${AUTH_BASE}/setup/2fa/disable/recovery`, { recoveryCode });
