import { DocumentTitle, SignUpScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="signUp" />
      <SignUpScreen />
    </>
  );
}
