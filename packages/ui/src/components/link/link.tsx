import { composeRenderProps, Link as RacLink, type LinkProps as RacLinkProps } from 'react-aria-components';

export type LinkVariant = 'inline' | 'plain' | 'ghost' | 'primary' | 'outline';

export interface LinkProps extends RacLinkProps {
  variant?: LinkVariant;
  size?: 'sm' | 'md' | 'lg';
}

// Full class names, so Tailwind's scanner finds them.
const variantClass: Record<LinkVariant, string> = {
  inline: 'link',
  plain: '',
  ghost: 'btn btn-ghost',
  primary: 'btn btn-primary',
  outline: 'btn btn-outline',
};
const sizeClass = { sm: 'btn-sm', md: '', lg: 'btn-lg' } as const;

/**
 * RAC Link: internal hrefs go through the RouterProvider that VerbaUiProvider sets up, so the
 * design system never imports a router. Button-like variants keep link semantics.
 */
export function Link({ variant = 'inline', size = 'md', className, ...props }: LinkProps) {
  const isButtonLike = variant === 'ghost' || variant === 'primary' || variant === 'outline';
  return (
    <RacLink
      {...props}
      data-variant={variant}
      className={composeRenderProps(className, (extra) =>
        [variantClass[variant], isButtonLike && sizeClass[size], extra].filter(Boolean).join(' '),
      )}
    />
  );
}
