import { RouteErrorScreen } from '@verba/ui';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';

/**
 * A page failed: this takes its place inside the layout. The error goes to the console for
 * developers; the page never shows it, so no stack trace or internal detail reaches the screen.
 */
export function PageError() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <RouteErrorScreen reloadHref={window.location.href} />;
}

/** The layout itself failed, so the notice stands alone rather than risk the same failure again. */
export function RootError() {
  return (
    <main className="flex min-h-dvh flex-col">
      <PageError />
    </main>
  );
}
