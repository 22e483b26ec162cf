import { z } from 'zod';

const text = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
  });

// Authenticator apps often show "123 456"; spaces are dropped before the check.
const codeField = text('code')
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'code must be 6 digits'));

const recoveryCodeField = text('recoveryCode')
  .trim()
  .min(1, 'recoveryCode is required')
  .max(64, 'recoveryCode is not valid');

export const twoFactorSchemas = {
  code: z.object({ code: codeField }),
  recoveryCode: z.object({ recoveryCode: recoveryCodeField }),
  empty: z.object({}),
};
