import { useEffect, useId } from 'react';
import {
  composeRenderProps,
  Button as RacButton,
  type ButtonProps as RacButtonProps,
} from 'react-aria-components';

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

/**
 * A button that turns pending while focused is announced by React Aria's live announcer as an img
 * labelled by the button's id, for seconds. When the press replaced the button (a form's success
 * view), that img would have no name (axe role-img-alt), so it goes with the button. The announcer
 * adds its node 100 ms after the call, so a button gone sooner is cleaned up once more after that.
 */
const ANNOUNCER_DELAY_MS = 100;

function removeAnnouncementsOf(id: string): void {
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    if (node.getAttribute('aria-labelledby')?.split(' ').includes(id)) node.remove();
  }
}

/** RAC Button with daisyUI's btn; pending shows a spinner and keeps the button focusable. */
export function Button({
  variant = 'primary',
  size = 'md',
  shape = 'default',
  className,
  children,
  ...props
}: ButtonProps) {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  useEffect(
    () => () => {
      removeAnnouncementsOf(id);
      setTimeout(() => removeAnnouncementsOf(id), ANNOUNCER_DELAY_MS + 50);
    },
    [id],
  );
  return (
    <RacButton
      {...props}
      id={id}
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
