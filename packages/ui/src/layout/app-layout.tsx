import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export interface AppLayoutProps {
  children: ReactNode;
}

/** Header, main and footer; the header's side drawer serves small screens. */
export function AppLayout({ children }: AppLayoutProps) {
  return (
    // The header's height (daisyUI's navbar, 4rem, and its border): a workspace page fills the rest.
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content [--app-header-height:calc(4rem+1px)]">
      <Header />
      {/* While a page waits for its code or data, the footer stays below the fold: it would
          otherwise show, then jump down when the content comes (a layout shift). */}
      <main className="flex w-full flex-1 flex-col has-data-page-pending:min-h-dvh">{children}</main>
      <Footer />
    </div>
  );
}
