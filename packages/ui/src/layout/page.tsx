import type { ReactNode, Ref } from 'react';
import { Link } from '../components/link/link.tsx';

export type PageSize = 'narrow' | 'form' | 'default' | 'wide' | 'workspace';

export interface PageProps {
  /**
   * narrow: a signed-out form; form: a settings form; default: reading width; wide: grids;
   * workspace: the whole window's width (the editor).
   */
  size?: PageSize;
  /** The page's h1; leave it out while it depends on data that is still loading. */
  title?: ReactNode;
  /** Lets a screen move focus to the heading, e.g. after a form succeeded. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** A way up, drawn above the title: "← All settings". */
  back?: { href: string; label: string } | null;
  /** Drawn beside the title: the page's own links, such as its settings. */
  actions?: ReactNode;
  children?: ReactNode;
}

// Full class names, so Tailwind's scanner finds them.
const sizeClass: Record<PageSize, string> = {
  narrow: 'max-w-md py-12',
  form: 'max-w-xl py-10',
  default: 'max-w-3xl py-8',
  wide: 'max-w-5xl py-8',
  workspace: 'max-w-none py-4',
};

/** The frame of every screen: a centred column of one of five widths, a back link and the h1. */
export function Page({ size = 'default', title, titleRef, back, actions, children }: PageProps) {
  return (
    <div className={`mx-auto flex w-full flex-col items-stretch gap-6 px-4 ${sizeClass[size]}`}>
      {back && (
        <Link variant="inline" href={back.href} className="self-start text-sm">
          <span aria-hidden="true">← </span>
          {back.label}
        </Link>
      )}
      {title && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h1 ref={titleRef} tabIndex={-1} className="font-bold text-3xl outline-none">
            {title}
          </h1>
          {actions}
        </div>
      )}
      {children}
    </div>
  );
}
