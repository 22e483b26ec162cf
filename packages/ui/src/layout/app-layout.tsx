import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export interface AppLayoutProps {
  children: ReactNode;
}

/** Header, main and footer; the header's side drawer serves small screens. */
export function AppLayout({ children }: AppLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      <Header />
      <main className="flex w-full flex-1 flex-col">{children}</main>
      <Footer />
    </div>
  );
}
