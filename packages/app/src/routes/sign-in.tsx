import { DocumentTitle, SignInScreen } from '@verba/ui';

/**
 * Signing in re-reads the auth state, and the signed-out pages' guard then leads on (`?next=`, a
 * remembered invitation, or the dashboard): one place decides, so no second navigation races it.
 */
export function Component() {
  return (
    <>
      <DocumentTitle page="signIn" />
      <SignInScreen />
    </>
  );
}
