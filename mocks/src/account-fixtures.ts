/** What a mailed link's token is for, in the mock world (api-contract.md's one-time tokens). */
export type MockTokenPurpose = 'confirm' | 'decline' | 'password-reset' | 'email-change' | 'unlock';

export interface MockToken {
  purpose: MockTokenPurpose;
  /** The address the token belongs to: the signed-up one, or the new one of an e-mail change. */
  email?: string;
  used?: boolean;
  expired?: boolean;
}

/** A sign-up that waits for its confirmation link. */
export interface MockRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale?: string;
}

/** The TOTP code the mock's second sign-in step accepts. */
export const mockTotpCode = '123456';

/** A password the mock refuses as too common, as the server does (NIST SP 800-63B). */
export const commonPassword = 'password1234';

/**
 * Tokens every fresh store knows, so stories and `pnpm dev:mock` can open each mailed link:
 * `/confirm?token=confirm-token`, `/sign-in/forgot-password?token=reset-token`, and so on.
 * "used-token" answers 409 and "expired-token" 400 for every purpose; any other token 400.
 */
export function mockTokens(): Record<string, MockToken> {
  return {
    'confirm-token': { purpose: 'confirm', email: 'new@example.com' },
    'decline-token': { purpose: 'decline', email: 'new@example.com' },
    'reset-token': { purpose: 'password-reset', email: 'ada@example.com' },
    'email-change-token': { purpose: 'email-change', email: 'ada.lovelace@example.org' },
    'unlock-token': { purpose: 'unlock', email: 'ada@example.com' },
  };
}

export function mockRegistrations(): MockRegistration[] {
  return [
    {
      email: 'new@example.com',
      password: 'a-new-account-password',
      firstName: 'Grace',
      lastName: 'Hopper',
      locale: 'en-US',
    },
  ];
}
