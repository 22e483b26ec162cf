import { rules } from '@verba/api-client';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { accountsEnUS } from '../../i18n/locales/accounts-en-us.ts';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { PasswordField, type PasswordFieldProps } from '../password-field/password-field.tsx';
import { TextField, type TextFieldProps } from '../text-field/text-field.tsx';

type ValidationKey = keyof (typeof accountsEnUS)['validation'];

/** Turns a rule's message key (api-client's rules.ts) into text in the user's language. */
export function useValidationMessage() {
  const { t } = useTranslation();
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    const key = (message in validationKeys ? message : 'invalid') as ValidationKey;
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
  codeFormat: true,
  confirmRequired: true,
  invalid: true,
};

interface BoundProps<T extends FieldValues> {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
}

export type FormTextFieldProps<T extends FieldValues> = BoundProps<T> &
  Omit<
    TextFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
  >;

/** A TextField bound to a react-hook-form field; its error shows right below it. */
export function FormTextField<T extends FieldValues>({ control, name, ...props }: FormTextFieldProps<T>) {
  const message = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={props.isDisabled ?? field.disabled}
          isInvalid={fieldState.invalid}
          errorMessage={message(fieldState.error?.message)}
        />
      )}
    />
  );
}

export type FormPasswordFieldProps<T extends FieldValues> = BoundProps<T> &
  Omit<
    PasswordFieldProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
  >;

export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormPasswordFieldProps<T>) {
  const message = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...props}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isInvalid={fieldState.invalid}
          errorMessage={message(fieldState.error?.message)}
        />
      )}
    />
  );
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
  const message = useValidationMessage();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          name={field.name}
          isSelected={Boolean(field.value)}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          isDisabled={isDisabled}
          isInvalid={fieldState.invalid}
          errorMessage={message(fieldState.error?.message)}
        >
          {children}
        </Checkbox>
      )}
    />
  );
}
