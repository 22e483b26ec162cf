import { AppError } from '../errors.ts';

export const wrongCode = () => new AppError(401, 'INVALID_CODE', 'The code is not correct.');
export const codeAlreadyUsed = () =>
  new AppError(409, 'CODE_ALREADY_USED', 'This code has already been used. Please wait for the next one.');
export const wrongRecoveryCode = () =>
  new AppError(401, 'INVALID_RECOVERY_CODE', 'This recovery code is not valid or has already been used.');
export const alreadyEnabled = () =>
  new AppError(409, 'TWO_FACTOR_ENABLED', 'Two-factor authentication is already on.');
export const notEnabled = () =>
  new AppError(409, 'TWO_FACTOR_DISABLED', 'Two-factor authentication is not on.');
export const setupNotStarted = () =>
  new AppError(409, 'SETUP_NOT_STARTED', 'Start the setup again: there is no code to confirm.');
export const noPendingSignIn = () =>
  new AppError(401, 'NO_PENDING_SIGN_IN', 'Your sign-in has expired. Please sign in again.');
export const tooManyWrongCodes = () =>
  new AppError(401, 'SIGN_IN_RESTART', 'Too many wrong codes. Please sign in again with your password.');
