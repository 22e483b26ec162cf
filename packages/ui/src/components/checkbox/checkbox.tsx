import { type Ref, useId } from 'react';
import {
  composeRenderProps,
  Checkbox as RacCheckbox,
  type CheckboxProps as RacCheckboxProps,
} from 'react-aria-components';

export interface CheckboxProps extends RacCheckboxProps {
  /** Shown under the box while it is invalid. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** RAC Checkbox drawn as daisyUI's checkbox; the label is the children. */
export function Checkbox({ children, errorMessage, inputRef, className, ...props }: CheckboxProps) {
  const errorId = useId();
  const showError = Boolean(props.isInvalid && errorMessage);
  return (
    <div className="flex flex-col gap-1">
      <RacCheckbox
        {...props}
        inputRef={inputRef as RacCheckboxProps['inputRef']}
        aria-describedby={showError ? errorId : props['aria-describedby']}
        className={composeRenderProps(className, (extra) =>
          ['group flex cursor-pointer items-start gap-3', extra].filter(Boolean).join(' '),
        )}
      >
        {composeRenderProps(children, (content, { isSelected, isInvalid, isFocusVisible }) => (
          <>
            <span
              aria-hidden="true"
              data-selected={isSelected || undefined}
              className={[
                // daisyUI draws its tick (::before) and fill only for an :checked input; this box is a
                // span, so it draws its own tick (the svg) and fill.
                'checkbox mt-0.5 shrink-0 before:hidden',
                isSelected && 'checkbox-primary border-primary bg-primary text-primary-content',
                isInvalid && 'checkbox-error',
                isFocusVisible && 'outline-2 outline-offset-2 outline-(--color-focus-ring)',
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {isSelected && (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-full"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                >
                  <path d="M5 12l5 5L20 7" />
                </svg>
              )}
            </span>
            <span>{content}</span>
          </>
        ))}
      </RacCheckbox>
      {showError && (
        <p id={errorId} className="text-error text-sm">
          {errorMessage}
        </p>
      )}
    </div>
  );
}
