import { type Ref, useState } from 'react';
import {
  composeRenderProps,
  FieldError,
  Input,
  Label,
  TextField as RacTextField,
  type TextFieldProps as RacTextFieldProps,
  Text,
  ToggleButton,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface PasswordFieldProps extends Omit<RacTextFieldProps, 'type'> {
  label: string;
  /** The rule, e.g. "At least 12 characters"; shown while the field is valid. */
  description?: string;
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M3 3l18 18" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle. Pasting is allowed (password managers, NIST SP 800-63B);
 * the toggle is a pressed/unpressed button, so its name stays the same.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  inputRef,
  className,
  ...props
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <RacTextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      className={composeRenderProps(className, (extra) =>
        ['group flex flex-col gap-1', extra].filter(Boolean).join(' '),
      )}
    >
      <Label className="font-medium text-sm">{label}</Label>
      <div className="input w-full pe-1 group-data-invalid:input-error">
        <Input ref={inputRef} className="grow" spellCheck={false} autoCapitalize="none" />
        <ToggleButton
          isSelected={isVisible}
          onChange={setVisible}
          isDisabled={props.isDisabled}
          aria-label={t('passwordField.show')}
          className="btn btn-ghost btn-sm btn-square"
        >
          <EyeIcon crossed={isVisible} />
        </ToggleButton>
      </div>
      {description && !props.isInvalid && (
        <Text slot="description" className="text-base-content/70 text-sm">
          {description}
        </Text>
      )}
      <FieldError className="text-error text-sm">{errorMessage}</FieldError>
    </RacTextField>
  );
}
