import {
  EMAIL_MAX,
  glossaryLimits,
  invitationLimits,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  workspaceLimits,
} from '@verba/contract';
import { z } from 'zod/mini';

// Zod otherwise probes `new Function` to compile fast parsers, which the CSP (no unsafe-eval) reports.
z.config({ jitless: true });

// The server's input rules (api-contract.md), checked in the browser before a form is sent.
// Messages are i18n keys under `validation.`, so each screen shows them in the user's language.
// zod/mini, whose checks are functions a bundle keeps only when used: the sign-in form's chunk then
// carries a fraction of classic zod's parser.

export { glossaryLimits, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN };

export const emailRule = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'required'),
    z.maxLength(EMAIL_MAX, 'emailTooLong'),
    z.regex(z.regexes.email, 'email'),
  );
export const passwordRule = z
  .string()
  .check(z.minLength(PASSWORD_MIN, 'passwordTooShort'), z.maxLength(PASSWORD_MAX, 'passwordTooLong'));
export const nameRule = z
  .string()
  .check(z.trim(), z.minLength(1, 'required'), z.maxLength(NAME_MAX, 'nameTooLong'));
export const requiredRule = z.string().check(z.minLength(1, 'required'));

// translation-contract.md: a key's name and description. A name is kept exactly as typed, spaces
// included: i18next keys may start or end with one, and a rename must not change a key by trimming it.
/** teams-contract.md: 1 to 20 addresses an invitation call. */
export const INVITE_MAX = invitationLimits.perCall;

export const KEY_NAME_MAX = workspaceLimits.keyName;
export const KEY_DESCRIPTION_MAX = workspaceLimits.description;
export const keyRules = z.object({
  name: z.string().check(z.minLength(1, 'required'), z.maxLength(KEY_NAME_MAX, 'keyNameTooLong')),
  description: z.string().check(z.maxLength(KEY_DESCRIPTION_MAX, 'descriptionTooLong')),
  plural: z.boolean(),
});

/**
 * A glossary term's form (aids contract): the term on one line, a description, the flags, and per
 * target language a translation and forbidden variants written `|`-separated, as the CSV writes them.
 */
export const glossaryTermRules = z.object({
  term: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'required'),
      z.maxLength(glossaryLimits.term, 'termTooLong'),
      z.regex(/^[^\r\n]*$/, 'invalid'),
    ),
  description: z.string().check(z.maxLength(glossaryLimits.description, 'descriptionTooLong')),
  caseSensitive: z.boolean(),
  doNotTranslate: z.boolean(),
  translations: z.array(
    z.object({
      language: z.string(),
      text: z.string().check(z.maxLength(glossaryLimits.translation, 'termTooLong')),
      forbidden: z
        .string()
        .check(
          z.refine(
            (text) => forbiddenVariants(text).length <= glossaryLimits.forbiddenPerLanguage,
            'forbiddenTooMany',
          ),
        ),
    }),
  ),
});

/** The variants of a `|`-separated field: trimmed, blanks and repeats left out. */
export const forbiddenVariants = (text: string): string[] => [
  ...new Set(
    text
      .split('|')
      .map((variant) => variant.trim())
      .filter(Boolean),
  ),
];

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
export const resetPasswordRules = z.object({ newPassword: passwordRule, removePasskeys: z.boolean() });
export const deleteAccountRules = z.object({ password: requiredRule });

interface Sibling {
  id: string;
  name: string;
}

/** Whether `name` is free among `siblings` (other than `selfId`): names are unique whatever the case. */
export function isNameFree(name: string, siblings: readonly Sibling[], selfId?: string): boolean {
  const lower = name.trim().toLocaleLowerCase();
  return !siblings.some((sibling) => sibling.id !== selfId && sibling.name.toLocaleLowerCase() === lower);
}

/** A project's or group's name: the name rule, and no sibling (whose kind names the message) holds it. */
export function siblingNameRule(
  taken: 'projectNameTaken' | 'groupNameTaken',
  siblings: readonly Sibling[] = [],
  selfId?: string,
) {
  return nameRule.check(z.refine((name) => isNameFree(name, siblings, selfId), taken));
}

export const languageRule = z.string().check(z.minLength(1, 'languageRequired'));
export const passkeyNameRules = z.object({ name: nameRule });
export const codeRule = z.string().check(z.regex(/^\d{6}$/, 'codeFormat'));
export const recoveryCodeRule = z.string().check(z.trim(), z.minLength(1, 'required'));
/** A TOTP code or a recovery code, whichever `method` the person chose; the other field is ignored. */
export const secondFactorRules = (method: 'code' | 'recovery') =>
  z.object({
    code: method === 'code' ? codeRule : z.string(),
    recoveryCode: method === 'recovery' ? recoveryCodeRule : z.string(),
  });
/** A new passkey's name may be left empty: the server then names it after the device. */
export const newPasskeyRules = z.object({
  name: z.string().check(z.trim(), z.maxLength(NAME_MAX, 'nameTooLong')),
});
/** The re-check before a sensitive change: the password, or a TOTP code; the other field is ignored. */
export const reauthRules = (method: 'password' | 'code') =>
  z.object({
    password: method === 'password' ? requiredRule : z.string(),
    code: method === 'code' ? codeRule : z.string(),
  });
