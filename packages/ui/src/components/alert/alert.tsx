import type { ReactNode } from 'react';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  variant?: AlertVariant;
  /** Bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * "alert" or "status" when the message appears in answer to something and must be announced;
   * none for a callout that is part of the page from the start.
   */
  role?: 'alert' | 'status';
  className?: string;
}

// Full class names, so Tailwind's scanner finds them.
const variantClass: Record<AlertVariant, string> = {
  info: 'alert-info',
  success: 'alert-success',
  warning: 'alert-warning',
  error: 'alert-error',
};

/** A callout: daisyUI's alert in the soft style, which keeps text contrast in both themes. */
export function Alert({ variant = 'info', title, children, role, className }: AlertProps) {
  return (
    <div
      role={role}
      data-variant={variant}
      className={['alert alert-soft items-start', variantClass[variant], className].filter(Boolean).join(' ')}
    >
      <div className="flex flex-col gap-1">
        {title && <p className="font-semibold">{title}</p>}
        {children && <div>{children}</div>}
      </div>
    </div>
  );
}
