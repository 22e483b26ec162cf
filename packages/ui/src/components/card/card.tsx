import type { ReactNode, Ref } from 'react';

export interface CardProps {
  /** The card's heading; it also names the region. */
  title?: ReactNode;
  /** Heading level; 1 where the card is the page's main content. */
  headingLevel?: 1 | 2 | 3;
  /** Lets a screen move focus to the heading, e.g. after a form succeeded. */
  headingRef?: Ref<HTMLHeadingElement>;
  id?: string;
  children?: ReactNode;
  className?: string;
  /** li: one card of a list of cards. */
  as?: 'section' | 'li';
  /** danger: the frame of a destructive action, such as deleting. */
  variant?: 'default' | 'danger';
}

/** A bordered surface with an optional heading: the frame of forms and settings pages. */
export function Card({
  title,
  headingLevel = 2,
  headingRef,
  id,
  children,
  className,
  variant = 'default',
  as: Frame = 'section',
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Frame
      id={id}
      aria-labelledby={title ? headingId : undefined}
      data-variant={variant}
      className={[
        'card border bg-base-100',
        variant === 'danger' ? 'border-error/60' : 'border-base-300',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <div className="card-body gap-4">
        {title && (
          <Heading
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className={`card-title outline-none ${headingLevel === 1 ? 'text-2xl' : 'text-xl'}`}
          >
            {title}
          </Heading>
        )}
        {children}
      </div>
    </Frame>
  );
}
