import { AppLayout, PendingScreen } from '@verba/ui';
import { Outlet, ScrollRestoration } from 'react-router';

/** Header, footer and drawer around every page. */
export function RootLayout() {
  return (
    <AppLayout>
      <Outlet />
      <ScrollRestoration />
    </AppLayout>
  );
}

/** Shown while the first page's lazy chunk loads, inside the layout so nothing jumps afterwards. */
export function RootPending() {
  return (
    <AppLayout>
      <PendingScreen />
    </AppLayout>
  );
}
