import { DocumentTitle, SecurityLogScreen } from '@verba/ui';

export function Component() {
  return (
    <>
      <DocumentTitle page="settingsSecurityLog" />
      <SecurityLogScreen />
    </>
  );
}
