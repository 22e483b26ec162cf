/** One id per route of product-spec.md section 2, plus the not-found page. */
export const PAGE_IDS = [
  'landing',
  'signUp',
  'signIn',
  'forgotPassword',
  'signOut',
  'confirm',
  'confirmDecline',
  'emailChangeConfirm',
  'unlock',
  'notMe',
  'dashboard',
  'project',
  'projectSettings',
  'group',
  'groupSettings',
  'settings',
  'settingsProfile',
  'settingsEmail',
  'settingsPassword',
  'settings2fa',
  'settingsPasskeys',
  'settingsSessions',
  'settingsSecurityLog',
  'settingsSubscription',
  'settingsMemory',
  'settingsDelete',
  'imprint',
  'termsOfService',
  'privacyPolicy',
  'members',
  'checks',
  'glossary',
  'invitation',
  'notFound',
] as const;

export type PageId = (typeof PAGE_IDS)[number];

export const APP_NAME = 'Verba';

/** "<title> · Verba"; the landing page's title is the product name itself, so it is not repeated. */
export function formatDocumentTitle(title: string): string {
  return title === APP_NAME ? APP_NAME : `${title} · ${APP_NAME}`;
}
