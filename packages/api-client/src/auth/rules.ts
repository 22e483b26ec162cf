import { z } from 'zod';

// Zod otherwise probes `new Function` to compile fast parsers, which the CSP (no unsafe-eval) reports.
z.config({ jitless: true });

// The server's input rules (api-contract.md), checked in the browser before a form is sent.
// Messages are i18n keys under `validation.`, so each screen shows them in the user's language.

export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 256;
export const NAME_MAX = 100;

export const emailRule = z.string().trim().min(1, 'required').max(254, 'emailTooLong').email('email');
export const passwordRule = z
  .string()
  .min(PASSWORD_MIN, 'passwordTooShort')
  .max(PASSWORD_MAX, 'passwordTooLong');
export const nameRule = z.string().trim().min(1, 'required').max(NAME_MAX, 'nameTooLong');
export const requiredRule = z.string().min(1, 'required');

export const registrationRules = z.object({
  firstName: nameRule,
  lastName: nameRule,
  email: emailRule,
  password: passwordRule,
});
export const signInRules = z.object({ email: emailRule, password: requiredRule });
export const profileRules = z.object({ firstName: nameRule, lastName: nameRule });
export const emailChangeRules = z.object({ email: emailRule, password: requiredRule });
export const passwordChangeRules = z.object({ oldPassword: requiredRule, newPassword: passwordRule });
export const forgotPasswordRules = z.object({ email: emailRule });
export const resetPasswordRules = z.object({ newPassword: passwordRule });
export const deleteAccountRules = z.object({ password: requiredRule });
