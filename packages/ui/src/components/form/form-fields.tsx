import { rules } from '@verba/api-client';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { enUS } from '../../i18n/locales/en-us.ts';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { CodeField, type CodeFieldProps } from '../code-field/code-field.tsx';
import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

type ValidationKey = keyof (typeof enUS)['validation'];

/**
 * Turns a rule's message key (api-client's rules.ts) into text in the user's language; a message
 * that is no key is already text (useAction put the server's answer there) and shows as it is.
 */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (!(message in validationKeys)) return message;
    const key = message as ValidationKey;
    return t(`validation.${key}`, {
      min: rules.PASSWORD_MIN,
      max: key === 'nameTooLong' ? rules.NAME_MAX : rules.PASSWORD_MAX,
    });
  };
}

const validationKeys: Record<ValidationKey, true> = {
  required: true,
  email: true,
  emailTooLong: true,
  passwordTooShort: true,
  passwordTooLong: true,
  nameTooLong: true,
  projectNameTaken: true,
  groupNameTaken: true,
  languageRequired: true,
  targetLanguageRequired: true,
  codeFormat: true,
  confirmRequired: true,
  invalid: true,
  keyNameTooLong: true,
  descriptionTooLong: true,
  termTooLong: true,
  forbiddenTooMany: true,
};

export interface BoundProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
}

/**
 * A react-hook-form field as the props every kit field takes: its value and handlers, and its
 * message in the user's language once it is invalid. Form*Field below, and screens' own bound
 * fields (FormLanguagePicker), are built on it.
 */
export function useBoundField<T extends FieldValues>({ control, name }: BoundProps<T>) {
  const message = useValidationMessage();
  const { field, fieldState } = useController({ control, name });
  return {
    field,
    input: {
      name: field.name,
      value: field.value ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      inputRef: field.ref,
    },
    isInvalid: fieldState.invalid,
    errorMessage: message(fieldState.error?.message),
  };
}

type Bound<T extends FieldValues, P> = BoundProps<T> &
  Omit<
    P,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage' | 'inputRef'
  >;

export type FormTextFieldProps<T extends FieldValues> = Bound<T, TextFieldProps>;

/** A TextField bound to a react-hook-form field; its error shows right below it. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const { field, input, isInvalid, errorMessage } = useBoundField({ control, name });
  return (
    <TextField
      {...props}
      {...input}
      isDisabled={props.isDisabled ?? field.disabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    />
  );
}

export type FormPasswordFieldProps<T extends FieldValues> = Bound<T, PasswordFieldProps>;

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T>) {
  const { input, isInvalid, errorMessage } = useBoundField({ control, name });
  return <PasswordField {...props} {...input} isInvalid={isInvalid} errorMessage={errorMessage} />;
}

export interface FormCheckboxProps<T extends FieldValues> extends BoundProps<T> {
  children: string;
  isDisabled?: boolean;
}

export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  children,
  isDisabled,
}: FormCheckboxProps<T>) {
  const { field, isInvalid, errorMessage } = useBoundField({ control, name });
  return (
    <Checkbox
      name={field.name}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      isDisabled={isDisabled}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      {children}
    </Checkbox>
  );
}

export type FormCodeFieldProps<T extends FieldValues> = Bound<T, CodeFieldProps>;

/** A CodeField bound to a react-hook-form field; `onComplete` lets the form send itself. */
export function FormCodeField<T extends FieldValues>({ control, name, ...props }: FormCodeFieldProps<T>) {
  const { input, errorMessage } = useBoundField({ control, name });
  return (
    <CodeField
      {...props}
      value={input.value}
      onChange={input.onChange}
      inputRef={input.inputRef}
      errorMessage={errorMessage}
    />
  );
}
