import { DomainError } from '../errors.ts';

export const wrongCode = () => new DomainError('INVALID_CODE', 'The code is not correct.');
export const codeAlreadyUsed = () =>
  new DomainError('CODE_ALREADY_USED', 'This code has already been used. Please wait for the next one.');
export const wrongRecoveryCode = () =>
  new DomainError('INVALID_RECOVERY_CODE', 'This recovery code is not valid or has already been used.');
export const alreadyEnabled = () =>
  new DomainError('TWO_FACTOR_ENABLED', 'Two-factor authentication is already on.');
export const notEnabled = () =>
  new DomainError('TWO_FACTOR_DISABLED', 'Two-factor authentication is not on.');
export const setupNotStarted = () =>
  new DomainError('SETUP_NOT_STARTED', 'Start the setup again: there is no code to confirm.');
export const noPendingSignIn = () =>
  new DomainError('NO_PENDING_SIGN_IN', 'Your sign-in has expired. Please sign in again.');
export const tooManyWrongCodes = () =>
  new DomainError('SIGN_IN_RESTART', 'Too many wrong codes. Please sign in again with your password.');
