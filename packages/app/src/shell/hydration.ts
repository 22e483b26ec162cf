import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy routes that match the address and puts what they export on the route objects, so
 * the router starts on the page itself: while a matched route is still lazy it renders the pending
 * screen, which would replace a prerendered page (or fail to hydrate it). Says whether all loaded;
 * one that failed stays lazy, for the router to try again and show its error page.
 */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<boolean> {
  const results = await Promise.allSettled(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  return results.every((result) => result.status === 'fulfilled');
}

export interface FirstRender {
  /** The server sent a prerendered page (its #root has data-prerendered). */
  prerendered: boolean;
  /** Its route's chunks loaded (loadMatchedRoutes). */
  routeLoaded: boolean;
  language: string;
  defaultLanguage: string;
  signedInHint: boolean;
  storedTheme: string;
}

/**
 * Hydrate only what matches the prerendering: its route loaded, signed out, the default language
 * and the system theme. Anyone else gets the page rendered afresh over the prerendered one (no mismatch errors).
 */
export function canHydrate(visit: FirstRender) {
  const { prerendered, routeLoaded, language, defaultLanguage, signedInHint, storedTheme } = visit;
  return (
    prerendered && routeLoaded && language === defaultLanguage && !signedInHint && storedTheme === 'system'
  );
}
