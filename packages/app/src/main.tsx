import '@verba/ui/styles.css';
import './react-aria-pressable.css';
import { fetchInfo, hasSignedInHint } from '@verba/api-client';
import { FALLBACK_LOCALE, i18n, i18nReady, readStoredTheme } from '@verba/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app-providers.tsx';
import { createAppRouter, routes } from './router.tsx';
import { canHydrate, loadMatchedRoutes } from './shell/hydration.ts';
import { nextTask } from './shell/next-task.ts';
import { installStaleBuildReload } from './shell/stale-build-reload.ts';

/**
 * Starts the app. Not at the module's top level: the route chunks import this chunk, so awaiting one
 * of them here, before this module has finished evaluating, would wait for ever.
 */
async function start(): Promise<void> {
  // `vite --mode mock` answers /api in the browser; the production build drops this branch and its chunk.
  if (import.meta.env.MODE === 'mock') {
    const { startMockNetwork } = await import('./mock-network.ts');
    await startMockNetwork();
  }

  installStaleBuildReload();

  const sessionHint = import.meta.env.MODE === 'mock' ? undefined : hasSignedInHint;
  // The session check goes out now, beside the route's chunks, instead of after the first render.
  const initialInfo = sessionHint?.() === false ? undefined : fetchInfo();

  // The browser's language loads before the first render, so no English flashes first.
  await i18nReady;
  // The router and the first render in a task of their own, not behind the entry's evaluation.
  await nextTask();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  const prerendered = root.hasAttribute('data-prerendered');
  // A prerendered page's own route is loaded first, so the router starts on it, not on the pending screen.
  const routeLoaded = prerendered && (await loadMatchedRoutes(routes, window.location.pathname));

  const router = createAppRouter();
  const app = (
    <AppProviders
      sessionHint={sessionHint}
      initialInfo={initialInfo}
      navigate={(href) => void router.navigate(href)}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );

  const hydrate = canHydrate({
    prerendered,
    routeLoaded,
    language: i18n.language,
    defaultLanguage: FALLBACK_LOCALE,
    signedInHint: Boolean(sessionHint?.()),
    storedTheme: readStoredTheme(localStorageOrNull()),
  });
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (a long task that a tap would wait behind).
  startTransition(() => {
    if (hydrate) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage: the system theme, as the ui reads it.
    return null;
  }
}
