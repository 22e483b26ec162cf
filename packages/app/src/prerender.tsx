import { formatDocumentTitle, i18n, type PageId } from '@verba/ui';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app-providers.tsx';
import { routes } from './router.tsx';
import { RootPending } from './shell/root-layout.tsx';

/** The public pages the build renders to HTML (issue 15), by path, with the route id that is their page id. */
export const PRERENDERED_PAGES: Record<string, PageId> = {
  '/': 'landing',
  '/sign-in': 'signIn',
  '/sign-up': 'signUp',
  '/imprint': 'imprint',
  '/terms-of-service': 'termsOfService',
  '/privacy-policy': 'privacyPolicy',
};

const signedOut = () => false;

/**
 * A public page as a signed-out visitor first sees it, in the default language and the system
 * theme: the markup of #root and the document title. `prerender` waits for every lazy part
 * (the route's chunk, its texts, the toast region), so nothing is left for the browser to redo.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} redirects to ${context.headers.get('location')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <AppProviders sessionHint={signedOut} navigate={() => {}}>
      {/* No hydration data script: the CSP refuses inline scripts, and no prerendered route has a loader. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  const html = await new Response(prelude).text();
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`${path} is not a prerendered page`);
  return { html, title: formatDocumentTitle(i18n.t(`titles.${page}`)) };
}

/** A browser that may hold a session: the state stays unknown, and the header shows no links. */
const maybeSignedIn = () => true;

/**
 * The markup of #root that a signed-in page's shell carries: the app's own first frame, the layout
 * around the pending screen (RootPending), so the phone paints it before any script has run. It holds
 * nothing of a session, and the app renders afresh over it.
 */
export async function renderPendingShell(): Promise<string> {
  const { prelude } = await prerender(
    <AppProviders sessionHint={maybeSignedIn} navigate={() => {}}>
      <RootPending />
    </AppProviders>,
  );
  return new Response(prelude).text();
}
