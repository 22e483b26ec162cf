import { loadAreaTexts, type TextArea } from '@verba/ui';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuth } from './auth/require-auth.tsx';
import { RootLayout, RootPending } from './shell/root-layout.tsx';
import { PageError, RootError } from './shell/route-error.tsx';

/** A page's chunk together with its areas' texts, so it never renders a missing text. */
function withTexts<T>(area: TextArea | TextArea[], load: () => Promise<T>): () => Promise<T> {
  const areas = Array.isArray(area) ? area : [area];
  return async () => (await Promise.all([load(), ...areas.map(loadAreaTexts)]))[0];
}

// Every page is its own lazily loaded chunk (product-spec.md section 2); ids name the routes for tests.
const publicPages: RouteObject[] = [
  { id: 'landing', index: true, lazy: () => import('./routes/landing.tsx') },
  {
    id: 'forgotPassword',
    path: 'sign-in/forgot-password',
    lazy: withTexts('accounts', () => import('./routes/forgot-password.tsx')),
  },
  { id: 'signOut', path: 'sign-out', lazy: () => import('./routes/sign-out.tsx') },
  { id: 'confirm', path: 'confirm', lazy: withTexts('accounts', () => import('./routes/confirm.tsx')) },
  {
    id: 'confirmDecline',
    path: 'confirm/decline',
    lazy: withTexts('accounts', () => import('./routes/confirm-decline.tsx')),
  },
  // Signed out as well as in: password sign-in is what it unlocks.
  { id: 'unlock', path: 'unlock', lazy: withTexts('accounts', () => import('./routes/unlock.tsx')) },
  { id: 'notMe', path: 'not-me', lazy: withTexts('accounts', () => import('./routes/not-me.tsx')) },
  // Signed out as well as in: it asks a signed-out visitor to sign in or up and come back.
  {
    id: 'invitation',
    path: 'invitation',
    lazy: withTexts('projects', () => import('./routes/invitation.tsx')),
  },
  { id: 'imprint', path: 'imprint', lazy: withTexts('legal', () => import('./routes/imprint.tsx')) },
  {
    id: 'termsOfService',
    path: 'terms-of-service',
    lazy: withTexts('legal', () => import('./routes/terms-of-service.tsx')),
  },
  {
    id: 'privacyPolicy',
    path: 'privacy-policy',
    lazy: withTexts('legal', () => import('./routes/privacy-policy.tsx')),
  },
];

const signedOutPages: RouteObject[] = [
  { id: 'signUp', path: 'sign-up', lazy: withTexts('accounts', () => import('./routes/sign-up.tsx')) },
  { id: 'signIn', path: 'sign-in', lazy: withTexts('accounts', () => import('./routes/sign-in.tsx')) },
];

const signedInPages: RouteObject[] = [
  // The confirming call (/api/auth/setup/email/confirm) needs a session, so the mailed link signs in first.
  {
    id: 'emailChangeConfirm',
    path: 'email-change-confirm',
    lazy: withTexts('accounts', () => import('./routes/email-change-confirm.tsx')),
  },
  { id: 'dashboard', path: 'dashboard', lazy: withTexts('projects', () => import('./routes/dashboard.tsx')) },
  {
    id: 'project',
    path: 'project/:project',
    lazy: withTexts(['projects', 'aids'], () => import('./routes/project.tsx')),
  },
  {
    id: 'projectSettings',
    path: 'project/:project/settings',
    lazy: withTexts('projects', () => import('./routes/project-settings.tsx')),
  },
  {
    id: 'members',
    path: 'project/:project/members',
    lazy: withTexts('projects', () => import('./routes/members.tsx')),
  },
  {
    id: 'checks',
    path: 'project/:project/checks',
    lazy: withTexts(['projects', 'aids'], () => import('./routes/checks.tsx')),
  },
  {
    id: 'glossary',
    path: 'project/:project/glossary',
    lazy: withTexts(['projects', 'aids'], () => import('./routes/glossary.tsx')),
  },
  {
    id: 'group',
    path: 'group/:project/:group',
    lazy: withTexts(['projects', 'aids'], () => import('./routes/group.tsx')),
  },
  {
    id: 'groupSettings',
    path: 'group/:project/:group/settings',
    lazy: withTexts('projects', () => import('./routes/group-settings.tsx')),
  },
  { id: 'settings', path: 'settings', lazy: withTexts('accounts', () => import('./routes/settings.tsx')) },
  {
    id: 'settingsProfile',
    path: 'settings/profile',
    lazy: withTexts('accounts', () => import('./routes/settings-profile.tsx')),
  },
  {
    id: 'settingsEmail',
    path: 'settings/email',
    lazy: withTexts('accounts', () => import('./routes/settings-email.tsx')),
  },
  {
    id: 'settingsPassword',
    path: 'settings/password',
    lazy: withTexts('accounts', () => import('./routes/settings-password.tsx')),
  },
  {
    id: 'settings2fa',
    path: 'settings/2fa',
    lazy: withTexts('accounts', () => import('./routes/settings-2fa.tsx')),
  },
  {
    id: 'settingsPasskeys',
    path: 'settings/passkeys',
    lazy: withTexts('accounts', () => import('./routes/settings-passkeys.tsx')),
  },
  {
    id: 'settingsSessions',
    path: 'settings/sessions',
    lazy: withTexts('accounts', () => import('./routes/settings-sessions.tsx')),
  },
  {
    id: 'settingsSecurityLog',
    path: 'settings/security-log',
    lazy: withTexts('accounts', () => import('./routes/settings-security-log.tsx')),
  },
  {
    id: 'settingsSubscription',
    path: 'settings/subscription',
    lazy: withTexts('projects', () => import('./routes/settings-subscription.tsx')),
  },
  {
    id: 'settingsMemory',
    path: 'settings/memory',
    lazy: withTexts(['projects', 'aids'], () => import('./routes/settings-memory.tsx')),
  },
  {
    id: 'settingsDelete',
    path: 'settings/delete',
    lazy: withTexts('accounts', () => import('./routes/settings-delete.tsx')),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootPending,
    // Only reached when the layout itself fails; page errors stay inside the layout (below).
    ErrorBoundary: RootError,
    children: [
      {
        id: 'pages',
        ErrorBoundary: PageError,
        children: [
          ...publicPages,
          { id: 'signedOutOnly', element: <RequireAuth audience="signedOut" />, children: signedOutPages },
          { id: 'signedInOnly', element: <RequireAuth audience="signedIn" />, children: signedInPages },
          { id: 'notFound', path: '*', lazy: () => import('./routes/not-found.tsx') },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
