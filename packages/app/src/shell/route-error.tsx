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
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12" role="alert">
      <h1 className="font-bold text-3xl">Something went wrong</h1>
      <p className="mt-4">
        This page could not be shown. <a href={window.location.href}>Reload the page</a> to try again.
      </p>
    </section>
  );
}

/** The layout itself failed, so the notice stands alone rather than risk the same failure again. */
export function RootError() {
  return (
    <main className="flex min-h-dvh flex-col">
      <PageError />
    </main>
  );
}
