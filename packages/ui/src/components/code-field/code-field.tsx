import type { Ref } from 'react';
import { TextField } from '../text-field/text-field.tsx';

export const CODE_LENGTH = 6;

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"), at most six. */
export function codeDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export interface CodeFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (code: string) => void;
  /** Called with the code when its sixth digit arrives, typed or pasted: the form can submit itself. */
  onComplete?: (code: string) => void;
  isDisabled?: boolean;
  autoFocus?: boolean;
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A TOTP code input: numeric keyboard, the browser's one-time-code autofill, and no maxLength, so a
 * pasted code with a space or dash is not cut short before it is cleaned.
 */
export function CodeField({ onChange, onComplete, errorMessage, ...props }: CodeFieldProps) {
  return (
    <TextField
      {...props}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      spellCheck="false"
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      onChange={(input) => {
        const code = codeDigits(input);
        onChange(code);
        if (code.length === CODE_LENGTH && onComplete) onComplete(code);
      }}
      className="max-w-xs"
    />
  );
}
