import { describe, expect, it } from 'vitest';
import { canHydrate, type FirstRender, loadMatchedRoutes } from './hydration.ts';

const prerenderedVisit: FirstRender = {
  prerendered: true,
  routeLoaded: true,
  language: 'en-US',
  defaultLanguage: 'en-US',
  signedInHint: false,
  storedTheme: 'system',
};

describe('canHydrate', () => {
  it('hydrates a prerendered page seen as it was rendered', () => {
    expect(canHydrate(prerenderedVisit)).toBe(true);
  });

  it.each([
    ['the page was not prerendered', { prerendered: false }],
    ["the page's route did not load", { routeLoaded: false }],
    ['the visitor reads another language', { language: 'de-DE' }],
    ['the visitor may be signed in', { signedInHint: true }],
    ['the visitor chose a theme', { storedTheme: 'dark' }],
  ])('renders afresh when %s', (_, change) => {
    expect(canHydrate({ ...prerenderedVisit, ...change })).toBe(false);
  });
});

describe('loadMatchedRoutes', () => {
  it('resolves the lazy routes on the path and leaves the others lazy', async () => {
    const Page = () => null;
    const other = async () => ({ Component: Page });
    const routes = [
      {
        path: '/',
        children: [
          { path: 'sign-in', lazy: async () => ({ Component: Page }) },
          { path: 'sign-up', lazy: other },
        ],
      },
    ];
    expect(await loadMatchedRoutes(routes, '/sign-in')).toBe(true);
    const [signIn, signUp] = routes[0]?.children ?? [];
    expect(signIn).toMatchObject({ Component: Page, lazy: undefined });
    expect(signUp?.lazy).toBe(other);
  });

  it('says so when a chunk fails, and leaves that route lazy for the router', async () => {
    const failing = () => Promise.reject(new Error('chunk gone'));
    const routes = [{ path: '/imprint', lazy: failing }];
    expect(await loadMatchedRoutes(routes, '/imprint')).toBe(false);
    expect(routes[0]?.lazy).toBe(failing);
  });
});
