import type { Ref } from 'react';
import {
  composeRenderProps,
  FieldError,
  Input,
  Label,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
  Text,
} from 'react-aria-components';

export interface TextFieldProps extends RacTextFieldProps {
  label: string;
  /** Help shown under the field while it is valid, e.g. a rule. */
  description?: string;
  /** Shown under the field, in place of the description, while it is invalid. */
  errorMessage?: string;
  placeholder?: string;
  /** The input element, e.g. for react-hook-form to focus the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
  /** A toolbar's field: small, its label shown as the placeholder and given to screen readers. */
  compact?: boolean;
}

/** RAC TextField: label, input, and the description or the error message right below it. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  className,
  compact = false,
  ...props
}: TextFieldProps) {
  return (
    <RacTextField
      {...props}
      className={composeRenderProps(className, (extra) =>
        ['flex flex-col gap-1', extra].filter(Boolean).join(' '),
      )}
    >
      <Label className={compact ? 'sr-only' : 'font-medium text-sm'}>{label}</Label>
      <Input
        ref={inputRef}
        placeholder={placeholder ?? (compact ? label : undefined)}
        className={['input w-full data-invalid:input-error', compact && 'input-sm'].filter(Boolean).join(' ')}
      />
      {description && !props.isInvalid && (
        <Text slot="description" className="text-base-content/70 text-sm">
          {description}
        </Text>
      )}
      <FieldError className="text-error text-sm">{errorMessage}</FieldError>
    </RacTextField>
  );
}
