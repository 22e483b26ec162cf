import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** The matched page's route id and whether a guard sits above it. */
function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const ids = matches.map((match) => match.route.id);
  const guard = ids.includes('signedInOnly')
    ? 'signedIn'
    : ids.includes('signedOutOnly')
      ? 'signedOut'
      : 'none';
  return { page: ids.at(-1), guard };
}

describe('routes', () => {
  // product-spec.md section 2, with the guard each page gets.
  it.each([
    ['/', 'landing', 'none'],
    ['/sign-up', 'signUp', 'signedOut'],
    ['/sign-in', 'signIn', 'signedOut'],
    ['/sign-in/forgot-password', 'forgotPassword', 'none'],
    ['/sign-out', 'signOut', 'none'],
    ['/confirm', 'confirm', 'none'],
    ['/confirm/decline', 'confirmDecline', 'none'],
    ['/email-change-confirm', 'emailChangeConfirm', 'signedIn'],
    ['/unlock', 'unlock', 'none'],
    ['/dashboard', 'dashboard', 'signedIn'],
    ['/project/p1', 'project', 'signedIn'],
    ['/project/p1/settings', 'projectSettings', 'signedIn'],
    ['/project/p1/members', 'members', 'signedIn'],
    ['/project/p1/checks', 'checks', 'signedIn'],
    ['/project/p1/glossary', 'glossary', 'signedIn'],
    ['/invitation', 'invitation', 'none'],
    ['/group/p1/g1', 'group', 'signedIn'],
    ['/group/p1/g1/settings', 'groupSettings', 'signedIn'],
    ['/settings', 'settings', 'signedIn'],
    ['/settings/profile', 'settingsProfile', 'signedIn'],
    ['/settings/email', 'settingsEmail', 'signedIn'],
    ['/settings/password', 'settingsPassword', 'signedIn'],
    ['/settings/2fa', 'settings2fa', 'signedIn'],
    ['/settings/passkeys', 'settingsPasskeys', 'signedIn'],
    ['/settings/sessions', 'settingsSessions', 'signedIn'],
    ['/settings/security-log', 'settingsSecurityLog', 'signedIn'],
    ['/not-me', 'notMe', 'none'],
    ['/settings/subscription', 'settingsSubscription', 'signedIn'],
    ['/settings/memory', 'settingsMemory', 'signedIn'],
    ['/settings/delete', 'settingsDelete', 'signedIn'],
    ['/imprint', 'imprint', 'none'],
    ['/terms-of-service', 'termsOfService', 'none'],
    ['/privacy-policy', 'privacyPolicy', 'none'],
  ])('%s is the %s page (guard: %s)', (path, page, guard) => {
    expect(resolve(path)).toEqual({ page, guard });
  });

  it.each(['/nope', '/project', '/settings/unknown', '/group/p1', '/dashboard/extra'])(
    '%s is not found, without a guard',
    (path) => {
      expect(resolve(path)).toEqual({ page: 'notFound', guard: 'none' });
    },
  );

  it('loads every page lazily', () => {
    const pages = routes[0]?.children?.[0]?.children?.flatMap((route) => route.children ?? [route]) ?? [];
    expect(pages).toHaveLength(34);
    for (const page of pages) expect(page.lazy).toBeTypeOf('function');
  });
});
