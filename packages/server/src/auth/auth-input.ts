import { EMAIL_MAX, NAME_MAX } from '@verba/contract';
import { z } from 'zod';
import { DomainError } from '../errors.ts';
import { passwordProblem } from './password-policy.ts';

const text = (field: string) =>
  z.string({
    error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a string`),
  });

export const emailField = text('email')
  .trim()
  .toLowerCase()
  .pipe(
    z
      .email('email must be a valid e-mail address')
      .max(EMAIL_MAX, `email must be at most ${EMAIL_MAX} characters long`),
  );

const nameField = (field: string) =>
  text(field)
    .trim()
    .min(1, `${field} must not be empty`)
    .max(NAME_MAX, `${field} must be at most ${NAME_MAX} characters long`);

// The old or current password is only compared, so any non-empty string up to the maximum is accepted.
export const currentPasswordField = (field: string) =>
  text(field).min(1, `${field} is required`).max(1024, `${field} is too long`);

export const newPasswordField = (field: string) =>
  text(field).superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: 'custom', message: `${field} ${problem}` });
  });

export const tokenField = text('token').min(1, 'token is required').max(200, 'token is not valid');

export const schemas = {
  register: z.object({
    email: emailField,
    password: newPasswordField('password'),
    firstName: nameField('firstName'),
    lastName: nameField('lastName'),
    locale: text('locale').max(35, 'locale is not a language tag').optional(),
    // The mailed invitation's token: the sign-up needs no confirmation mail (docs/api-contract-extensions.md).
    invitationToken: text('invitationToken')
      .min(1, 'invitationToken is required')
      .max(200, 'invitationToken is not valid')
      .optional(),
  }),
  token: z.object({ token: tokenField }),
  login: z.object({ email: emailField, password: currentPasswordField('password') }),
  forgot: z.object({ email: emailField }),
  reset: z.object({
    token: tokenField,
    newPassword: newPasswordField('newPassword'),
    // The reset page offers to remove every passkey, in case someone else added one.
    removePasskeys: z.boolean({ error: 'removePasskeys must be true or false' }).optional(),
  }),
  profile: z.object({ firstName: nameField('firstName'), lastName: nameField('lastName') }),
  changeEmail: z.object({ email: emailField, password: currentPasswordField('password') }),
  changePassword: z.object({
    oldPassword: currentPasswordField('oldPassword'),
    newPassword: newPasswordField('newPassword'),
  }),
  deleteAccount: z.object({ password: currentPasswordField('password') }),
  empty: z.object({}),
};

/** Parses a JSON body; the 400 names the first bad field in `error` and in `field`. */
export function parseInput<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new DomainError('INVALID_INPUT', 'The request body must be a JSON object.');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw new DomainError('INVALID_INPUT', `${issue?.message ?? 'The input is not valid'}.`, { field });
}
