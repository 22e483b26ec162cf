import { DocumentTitle, LandingScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="landing" />
      <LandingScreen />
    </>
  );
}
