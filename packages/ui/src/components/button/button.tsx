import { useEffect, useRef } from 'react';
import {
  composeRenderProps,
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';
import { announceLabelsAsText, rememberLabel } from './announcement-text.ts';

/** danger: an action that destroys something; ask first (ConfirmDialog). */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends RacButtonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** square: an icon-only button; it needs an aria-label. */
  shape?: 'default' | 'square';
}

// Full class names, so Tailwind's scanner finds them.
const variantClass: Record<ButtonVariant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  outline: 'btn-outline',
  danger: 'btn-error',
};
const sizeClass: Record<ButtonSize, string> = { sm: 'btn-sm', md: '', lg: 'btn-lg' };

/** RAC Button with daisyUI's btn; pending shows a spinner and keeps the button focusable. */
export function Button({
  variant = 'primary',
  size = 'md',
  shape = 'default',
  className,
  children,
  ...props
}: ButtonProps) {
  // React Aria announces `isPending` by this button's id, which outlives the button: say the text instead.
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(announceLabelsAsText, []);
  useEffect(() => {
    if (props.isPending && ref.current) rememberLabel(ref.current);
  }, [props.isPending]);
  return (
    <RacButton
      {...props}
      ref={ref}
      data-variant={variant}
      className={composeRenderProps(className, (extra) =>
        ['btn', variantClass[variant], sizeClass[size], shape === 'square' && 'btn-square', extra]
          .filter(Boolean)
          .join(' '),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending && <span aria-hidden="true" className="loading loading-spinner loading-sm" />}
          {content}
        </>
      ))}
    </RacButton>
  );
}
