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
const sizeClass: Record<Exclude<PageSize, 'workspace'>, string> = {
  narrow: 'max-w-md py-12',
  form: 'max-w-xl py-10',
  default: 'max-w-3xl py-8',
  wide: 'max-w-5xl py-8',
};

/** The frame of every screen: a centred column of one of five widths, a back link and the h1. */
export function Page({ size = 'default', title, titleRef, back, actions, children }: PageProps) {
  if (size === 'workspace') {
    // The window below the app's header, in one slim line of heading; the content fills the rest
    // and scrolls inside itself, so the page does not.
    return (
      <div className="flex h-[calc(100dvh-var(--app-header-height,0px))] min-h-80 w-full flex-col gap-2 px-4 pt-2 pb-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {back && (
            <Link variant="inline" href={back.href} className="text-sm">
              <span aria-hidden="true">← </span>
              {back.label}
            </Link>
          )}
          {title && (
            <h1 ref={titleRef} tabIndex={-1} className="me-auto font-bold text-xl outline-none">
              {title}
            </h1>
          )}
          {title && actions}
        </div>
        <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      </div>
    );
  }
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
